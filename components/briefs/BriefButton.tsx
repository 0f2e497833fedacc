'use client';

import {openBrief, type BriefTarget} from '@/lib/briefs/events';
import {preloadOnIntent} from '@/components/ui/lazy';
import {loadBriefModal} from './load';

/** "Write a brief" on a service: opens the page's brief form for this service. */
/** `className` replaces the default dark pill (a service card shows it as a quiet link beside its one main action). */
export function BriefButton({target, text, label, className}: {target: BriefTarget; text: string; label: string; className?: string}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      onClick={() => openBrief(target)}
      className={className ?? 'mt-2 self-start rounded-full bg-ink px-4 py-2 text-sm font-semibold text-paper hover:bg-ink/90'}
      {...preloadOnIntent(loadBriefModal)}
    >
      {text}
    </button>
  );
}
