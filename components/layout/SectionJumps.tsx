'use client';

import {useEffect} from 'react';
import {usePathname} from 'next/navigation';
import {jumpTo, samePageSection, sectionOf} from '@/lib/home/jump';

/**
 * Every link to a section of the page it is on (the header's and the phone menu's Features,
 * Pricing, Contact and All AI Services, the footer's, the hero's) jumps there itself, before the
 * router sees the click, and the address gets the section's `#`. A page reached with a `#` (typed,
 * or from another page's header) lands on that section the same way.
 */
export function SectionJumps() {
  const pathname = usePathname();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const found = samePageSection(event);
      if (!found) return;
      event.preventDefault();
      if (window.location.hash !== found.hash) window.history.pushState(null, '', found.hash);
      jumpTo(found.target);
    };
    // Back and forward between sections of one page.
    const onPop = () => {
      const target = sectionOf(window.location.hash);
      if (target) jumpTo(target);
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  // Arrived on a page (loaded, or by the router from another page) with a `#`: land on it.
  useEffect(() => {
    const target = sectionOf(window.location.hash);
    if (target) jumpTo(target);
  }, [pathname]);

  return null;
}
