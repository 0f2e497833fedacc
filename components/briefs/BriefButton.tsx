'use client';

import {useEffect} from 'react';
import {openBrief, type BriefTarget} from '@/lib/briefs/events';
import {preloadOnIntent} from '@/components/ui/lazy';
import {buttonClass, linkButton} from '@/components/ui/buttonClass';
import {loadBriefModal} from './load';

/** Which brief a `?brief=` address opens: the order line's, else the service's. */
export function briefKey(target: BriefTarget): string {
  return target.orderItemId ? `line-${target.orderItemId}` : `service-${target.serviceId ?? 0}`;
}

/** The `?brief=` a pressed-early button left: taken by the first button it names, once. */
let asked: string | null | undefined;

/**
 * "Write a brief" on a service (or an order line): opens the page's brief form for it. Until the
 * page's script runs it is a link to this page with `?brief=<key>`, and the button that key names
 * opens the form once it runs; after that it opens the form in place.
 * `className` replaces the default dark pill (a service card shows it as a quiet link beside its one main action).
 */
export function BriefButton({target, text, label, className}: {target: BriefTarget; text: string; label: string; className?: string}) {
  const key = briefKey(target);
  useEffect(() => {
    if (asked === undefined) {
      const url = new URL(window.location.href);
      asked = url.searchParams.get('brief');
      if (asked !== null) {
        url.searchParams.delete('brief');
        window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
      }
    }
    if (asked !== key) return;
    asked = null;
    openBrief(target);
    // Once, for the address the page was loaded with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <a
      href={`?brief=${encodeURIComponent(key)}`}
      rel="nofollow"
      aria-label={label}
      aria-haspopup="dialog"
      {...linkButton(() => openBrief(target))}
      className={className ?? buttonClass({size: 'md', className: 'mt-2 self-start'})}
      {...preloadOnIntent(loadBriefModal)}
    >
      {text}
    </a>
  );
}
