'use client';

import {useEffect, useState} from 'react';
import {useBoundaryTexts} from '@/components/i18n/BoundaryTexts';
import {HomeLink} from '@/components/layout/HomeLink';
import {isCutShortPayload, reloadOnce} from '@/lib/navigation/recover';
import {buttonClass} from '@/components/ui/buttonClass';

export default function ErrorPage({error, reset}: {error: Error & {digest?: string}; reset: () => void}) {
  // Plain texts straight from the messages: no message formatter in every page's JavaScript.
  const text = useBoundaryTexts().Error;
  // A navigation cut short (lib/navigation/recover): the page loads in full instead.
  const [reloading] = useState(() => typeof window !== 'undefined' && isCutShortPayload(error) && reloadOnce());
  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);
  if (reloading) return <section aria-busy="true" className="min-h-[60vh]" />;
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
      <p className="mt-4 text-muted">{text.description}</p>
      <div className="mt-8 flex gap-3">
        <button type="button" onClick={reset} className={buttonClass()}>
          {text.retry}
        </button>
        <HomeLink className={buttonClass({variant: 'secondaryOnPaper'})}>{text.backHome}</HomeLink>
      </div>
    </section>
  );
}
