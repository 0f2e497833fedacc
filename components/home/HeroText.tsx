'use client';

import {useSyncExternalStore} from 'react';
import {SERVER_HERO_VARIANT, pickHeroVariant, type HeroVariant} from '@/lib/home/hero';

type Pairs = Record<HeroVariant, {title: string; subtitle: string}>;

let chosen: HeroVariant | undefined;
const clientVariant = () => (chosen ??= pickHeroVariant(Math.random()));
const noSubscription = () => () => {};

/**
 * The hero's headline and subtitle. The prerendered page carries variant 5; after hydration the
 * visitor's own draw takes over (React re-renders instead of reporting a mismatch).
 */
export function HeroText({pairs}: {pairs: Pairs}) {
  const variant = useSyncExternalStore(noSubscription, clientVariant, () => SERVER_HERO_VARIANT);
  const pair = pairs[variant];
  return (
    <div data-variant={variant}>
      <h1 className="mt-5 max-w-3xl text-4xl font-bold leading-tight tracking-tight sm:text-6xl">{pair.title}</h1>
      <p className="mt-6 max-w-2xl text-lg text-paper/75">{pair.subtitle}</p>
    </div>
  );
}
