'use client';

import {useEffect} from 'react';

/**
 * A stylesheet nothing on first paint needs (the Korean fallback face, public/fonts/kr-fallback.css):
 * linked once the browser is idle after the page loaded, so it never competes with the page's own
 * CSS, fonts and pictures. Text drawn before then is redrawn once a needed face arrives.
 */
export function LateStylesheet({href}: {href: string}) {
  useEffect(() => {
    if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
    const add = () => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
    };
    const idle = window.requestIdleCallback?.(add, {timeout: 3000}) ?? window.setTimeout(add, 1500);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [href]);
  return null;
}
