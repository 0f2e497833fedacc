'use client';

import {Children, useEffect, useState, type ReactNode} from 'react';
import {SLIDESHOW} from '@/lib/home/hero';

interface Props {
  children: ReactNode;
  label: string;
  pauseLabel: string;
  playLabel: string;
}

/**
 * Loops through the slides: the next one wipes in from the left over the current one. Starts
 * after 300 ms and changes every second; stops for visitors who prefer reduced motion and can
 * be paused (WCAG 2.2.2).
 */
export function Slideshow({children, label, pauseLabel, playLabel}: Props) {
  const slides = Children.toArray(children);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (!playing || slides.length < 2) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let interval: number | undefined;
    const start = window.setTimeout(() => {
      setIndex((i) => (i + 1) % slides.length);
      interval = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), SLIDESHOW.intervalMs);
    }, SLIDESHOW.startDelayMs);
    return () => {
      window.clearTimeout(start);
      window.clearInterval(interval);
    };
  }, [playing, slides.length]);

  return (
    <div role="group" aria-roledescription="carousel" aria-label={label} className="relative aspect-[4/5] w-full overflow-hidden rounded-3xl shadow-2xl">
      {slides.map((slide, i) => (
        <div
          key={i}
          aria-hidden={i !== index}
          data-active={i === index}
          className="absolute inset-0 [&>img]:h-full [&>img]:w-full"
          style={{
            zIndex: i === index ? 2 : i === (index - 1 + slides.length) % slides.length ? 1 : 0,
            clipPath: i === index ? 'inset(0 0 0 0)' : 'inset(0 100% 0 0)',
            transition: i === index ? `clip-path ${SLIDESHOW.wipeMs}ms ease-out` : 'none',
          }}
        >
          {slide}
        </div>
      ))}
      <button
        type="button"
        onClick={() => setPlaying((p) => !p)}
        aria-pressed={!playing}
        className="absolute bottom-3 right-3 z-10 rounded-full bg-black/60 px-3 py-1 text-xs font-medium text-white hover:bg-black/80"
      >
        {playing ? pauseLabel : playLabel}
      </button>
    </div>
  );
}
