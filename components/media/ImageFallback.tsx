'use client';

import {useEffect} from 'react';

/** Shows an <img data-fallback> picture's alternate in its place (once), without its srcset. */
function fallBack(img: HTMLImageElement) {
  const fallback = img.dataset.fallback;
  if (!fallback || img.dataset.fellBack) return;
  img.dataset.fellBack = 'true';
  img.removeAttribute('srcset');
  img.removeAttribute('sizes');
  img.src = fallback;
}

/**
 * Pictures fall back to an alternate picture when they fail to load (a missing file, a
 * storage outage) instead of showing a broken image. One listener for the whole page (an image's
 * error does not bubble, so it listens while the event goes down), and a look at the pictures that
 * failed before this code ran. The alternate is each picture's `data-fallback` (components/media/ShopImage).
 */
export function ImageFallback() {
  useEffect(() => {
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) fallBack(event.target);
    };
    document.addEventListener('error', onError, true);
    for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
      if (img.complete && img.naturalWidth === 0 && img.currentSrc) fallBack(img);
    }
    return () => document.removeEventListener('error', onError, true);
  }, []);
  return null;
}
