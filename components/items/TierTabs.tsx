'use client';

import Link from 'next/link';
import {useRef, useState, type KeyboardEvent} from 'react';
import {buttonClass} from '@/components/ui/buttonClass';
import {EARLY, useHydrated} from '@/components/ui/useHydrated';
import type {TierColumn, TierTableLabels} from './TierTable';

/** A tier's column with its "Continue ($40.00)" text. */
export interface TierTab extends TierColumn {
  continueText: string;
}

/**
 * A service's tiers on a phone (docs/storefront.md#item-pages): one tab per tier (arrow keys, Home
 * and End move between them), the chosen tier's figures in its panel, and "Continue ($X)" to its
 * checkout, kept at the bottom of the screen when `sticky` (the service page; not inside a
 * dialog). Starts at the middle tier where there are three, as the buyer mostly picks it. The
 * link works before the script runs (it goes to the starting tier); the tabs wait for it
 * (`aria-disabled`).
 */
export function TierTabs({tabs, labels, sticky = false}: {tabs: readonly TierTab[]; labels: TierTableLabels; sticky?: boolean}) {
  const [chosen, setChosen] = useState(tabs.length === 3 ? 1 : 0);
  const hydrated = useHydrated();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  if (!tabs.length) return null;
  const tab = tabs[Math.min(chosen, tabs.length - 1)]!;
  const choose = (index: number) => {
    setChosen(index);
    refs.current[index]?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (chosen === last ? 0 : chosen + 1) : event.key === 'ArrowLeft' ? (chosen === 0 ? last : chosen - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (next === null) return;
    event.preventDefault();
    choose(next);
  };
  const rows = [
    {key: 'images', term: labels.images, value: tab.images},
    {key: 'revisions', term: labels.revisions, value: tab.revisions},
    {key: 'delivery', term: labels.delivery, value: tab.delivery},
  ];
  return (
    <div className="mt-6 rounded-2xl border border-line bg-white" data-testid="tier-tabs">
      <div role="tablist" aria-label={labels.caption} className="grid border-b border-line" style={{gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))`}} onKeyDown={onKey}>
        {tabs.map((t, index) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`tier-tab-${t.key}`}
            aria-controls="tier-tab-panel"
            aria-selected={index === chosen}
            aria-disabled={hydrated ? undefined : true}
            tabIndex={index === chosen ? 0 : -1}
            onClick={() => (hydrated ? setChosen(index) : undefined)}
            className={`${EARLY} -mb-px border-b-2 px-2 py-3 text-sm font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 ${index === chosen ? 'border-ink text-ink' : 'border-transparent text-muted'}`}
          >
            {t.name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="tier-tab-panel" aria-labelledby={`tier-tab-${tab.key}`} className="p-5">
        <p className="text-2xl font-bold">{tab.price}</p>
        <dl className="mt-3 space-y-2 text-sm">
          {rows.map((row) => (
            <div key={row.key} className="flex justify-between gap-4" data-fact={row.key}>
              <dt className="text-muted">{row.term}</dt>
              <dd className="text-right font-semibold">{row.value}</dd>
            </div>
          ))}
        </dl>
        {sticky ? null : (
          <Link href={tab.href} className={buttonClass({variant: 'accent', size: 'lg', className: 'mt-5 block w-full text-center'})}>
            {tab.continueText}
          </Link>
        )}
      </div>
      {sticky ? (
        // The page ends above the bar (app/globals.css, [data-fixed-bar]): its footer is not hidden under it.
        <div
          data-fixed-bar
          className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur supports-[backdrop-filter]:bg-white/80 md:hidden"
        >
          <Link href={tab.href} className={buttonClass({variant: 'accent', size: 'lg', className: 'block w-full text-center'})}>
            {tab.continueText}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
