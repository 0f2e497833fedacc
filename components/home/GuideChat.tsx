'use client';

import {useEffect, useRef, useState} from 'react';
import {GUIDE_MESSAGES, pinnedDistance, visibleMessages} from '@/lib/home/guide';

interface Props {
  title: string;
  subtitle: string;
  start: string;
  you: string;
  assistant: string;
  typing: string;
  messages: Record<(typeof GUIDE_MESSAGES)[number], string>;
}

/**
 * The chat demo. The section is pinned (sticky) for a scroll distance proportional to the
 * animation; scrolling reveals the messages. Before hydration, without JavaScript, or with
 * reduced motion the whole conversation shows and nothing is pinned.
 */
export function GuideChat({title, subtitle, start, you, assistant, typing, messages}: Props) {
  const outer = useRef<HTMLDivElement>(null);
  const [distance, setDistance] = useState(0);
  const [shown, setShown] = useState<number>(GUIDE_MESSAGES.length);

  useEffect(() => {
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let frame = 0;
    const measure = () => {
      if (motion.matches) {
        setDistance(0);
        setShown(GUIDE_MESSAGES.length);
        return;
      }
      const d = pinnedDistance(window.innerWidth);
      setDistance(d);
      const top = outer.current?.getBoundingClientRect().top ?? 0;
      setShown(visibleMessages(-top / d));
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, {passive: true});
    window.addEventListener('resize', onScroll);
    motion.addEventListener('change', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      motion.removeEventListener('change', measure);
    };
  }, []);

  return (
    <div ref={outer} style={{height: distance ? `calc(100vh + ${distance}px)` : undefined}} data-pinned={distance > 0}>
      <div className={distance ? 'sticky top-16 flex min-h-[calc(100vh-4rem)] items-center' : ''}>
        <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="guide-title" className="text-3xl font-bold tracking-tight">{title}</h2>
            <p className="mt-3 text-muted">{subtitle}</p>
            <button
              type="button"
              onClick={() => document.getElementById('pricing')?.scrollIntoView({behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'})}
              className="mt-8 rounded-full bg-accent px-6 py-3 text-sm font-semibold text-accent-ink hover:opacity-90"
            >
              {start}
            </button>
          </div>
          <ol aria-live="polite" className="flex flex-col gap-3 rounded-3xl border border-line bg-white p-5 shadow-sm">
            {GUIDE_MESSAGES.slice(0, shown).map((key) => {
              const mine = key.startsWith('u');
              return (
                <li key={key} className={`flex flex-col ${mine ? 'items-end' : 'items-start'} motion-safe:animate-[toast-in_250ms_ease-out]`}>
                  <span className="text-xs text-muted">{mine ? you : assistant}</span>
                  <p className={`mt-1 max-w-[85%] rounded-2xl px-4 py-2 text-sm ${mine ? 'bg-ink text-paper' : 'bg-paper text-ink'}`}>{messages[key]}</p>
                </li>
              );
            })}
            {shown < GUIDE_MESSAGES.length && GUIDE_MESSAGES[shown]?.startsWith('a') ? (
              <li className="text-xs text-muted" aria-hidden="true">
                {assistant} · {typing}
              </li>
            ) : null}
          </ol>
        </div>
      </div>
    </div>
  );
}
