'use client';

import {createContext, useContext, useEffect, type ReactNode} from 'react';
import type {Messages} from '@/lib/i18n/messages';
import {watchNavigations} from '@/lib/navigation/recover';

/**
 * Texts for the layout's client boundaries (error, template and order not found): plain strings in a tiny
 * context, so no message formatter ships with every page. Client features that format messages
 * (forms, dialogs) load next-intl's provider with their own code: see IntlScope.
 */
export type BoundaryTexts = Pick<Messages, 'Error'> & {
  Templates: Pick<Messages['Templates'], 'notFoundTitle' | 'notFoundDescription' | 'backToShop'>;
  Order: Pick<Messages['Order'], 'notFoundTitle' | 'notFoundText'>;
};

const Context = createContext<BoundaryTexts | null>(null);

export function BoundaryTextProvider({texts, children}: {texts: BoundaryTexts; children: ReactNode}) {
  // The error boundaries' recovery needs the link a navigation started from (lib/navigation/recover).
  useEffect(() => watchNavigations(), []);
  return <Context value={texts}>{children}</Context>;
}

export function useBoundaryTexts(): BoundaryTexts {
  const texts = useContext(Context);
  if (!texts) throw new Error('useBoundaryTexts() outside BoundaryTextProvider');
  return texts;
}
