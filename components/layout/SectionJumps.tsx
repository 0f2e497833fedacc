'use client';

import {useEffect} from 'react';
import {usePathname} from 'next/navigation';
import {jumpTo, samePageSection, sectionOf} from '@/lib/home/jump';

/** How long a page waits for the section its `#` names to stream in. */
const STREAM_WAIT_MS = 10_000;

/** A click on a link to a section of this very page: jump there, and the address gets the section's `#`. */
function onClick(event: MouseEvent) {
  const found = samePageSection(event);
  if (!found) return;
  event.preventDefault();
  if (window.location.hash !== found.hash) window.history.pushState(null, '', found.hash);
  jumpTo(found.target);
}

/** Back and forward between sections of one page. */
function onPop() {
  const target = sectionOf(window.location.hash);
  if (target) jumpTo(target);
}

// Listening starts as soon as this module runs, before React hydrates the page: a click made
// while the page hydrates would otherwise reach the link's router, which scrolls without holding
// the section while what is above it settles.
if (typeof window !== 'undefined') {
  window.addEventListener('click', onClick, true);
  window.addEventListener('popstate', onPop);
}

/**
 * Every link to a section of the page it is on (the header's and the phone menu's Features,
 * Pricing, Contact and All AI Services, the footer's, the hero's) jumps there itself, before the
 * router sees the click. A page reached with a `#` (typed, from another page's header, or clicked
 * before this code ran) lands on that section the same way.
 */
export function SectionJumps() {
  const pathname = usePathname();

  // Arrived on a page (loaded, or by the router from another page) with a `#`: land on it, or,
  // when its section streams in after the page (the front page's Packages), once it is there.
  useEffect(() => {
    const target = sectionOf(window.location.hash);
    if (target) {
      jumpTo(target);
      return;
    }
    if (!window.location.hash) return;
    const observer = new MutationObserver(() => {
      const arrived = sectionOf(window.location.hash);
      if (!arrived) return;
      observer.disconnect();
      jumpTo(arrived);
    });
    observer.observe(document.body, {childList: true, subtree: true});
    const giveUp = setTimeout(() => observer.disconnect(), STREAM_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname]);

  return null;
}
