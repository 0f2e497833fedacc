'use client';

import {useEffect, useRef, useState} from 'react';
import {GUIDE_MESSAGES, revealProgress, visibleMessages} from '@/lib/home/guide';
import {jumpTo} from '@/lib/home/jump';
import {useHydrated} from '@/components/ui/useHydrated';
import {buttonClass} from '@/components/ui/buttonClass';

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
 * The chat demo: its messages appear one by one as the section scrolls into view (nothing is
 * pinned, so it takes one screen's worth of page at most). The list keeps the room of the whole
 * conversation from the first paint (the hidden messages are there, invisible), so nothing below
 * moves as they appear or once the page's code runs. Before hydration, without JavaScript and with
 * reduced motion the whole conversation shows.
 */
export function GuideChat({title, subtitle, start, you, assistant, typing, messages}: Props) {
  const outer = useRef<HTMLDivElement>(null);
  const [revealing, setRevealing] = useState<boolean | null>(null);
  const [shown, setShown] = useState<number>(GUIDE_MESSAGES.length);
  // "Start now" is disabled until its code runs: a press before then would do nothing.
  const hydrated = useHydrated();

  useEffect(() => {
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let frame = 0;
    const measure = () => {
      if (motion.matches) {
        setRevealing(false);
        setShown(GUIDE_MESSAGES.length);
        return;
      }
      setRevealing(true);
      const top = outer.current?.getBoundingClientRect().top ?? 0;
      setShown(visibleMessages(revealProgress(top, window.innerHeight)));
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
    <div ref={outer} data-revealing={revealing === null ? undefined : revealing}>
      <div className="flex items-center">
        <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="guide-title" className="text-3xl font-bold tracking-tight">
              {title}
            </h2>
            <p className="mt-3 text-muted">{subtitle}</p>
            <button
              type="button"
              disabled={!hydrated}
              onClick={() => {
                const pricing = document.getElementById('pricing');
                if (pricing) jumpTo(pricing);
              }}
              className={buttonClass({variant: 'accent', className: 'mt-8'})}
            >
              {start}
            </button>
          </div>
          <ol aria-live="polite" className="flex flex-col gap-3 rounded-3xl border border-line bg-white p-5 shadow-sm">
            {GUIDE_MESSAGES.map((key, index) => {
              const mine = key.startsWith('u');
              // Not yet shown: kept in place, invisible and out of the accessibility tree, so the chat never changes height.
              if (index >= shown)
                return (
                  <li key={key} className={`invisible flex flex-col ${mine ? 'items-end' : 'items-start'}`} aria-hidden="true" data-hidden-message>
                    <span className="text-xs">{mine ? you : assistant}</span>
                    <p className="mt-1 max-w-[85%] px-4 py-2 text-sm">{messages[key]}</p>
                  </li>
                );
              return (
                <li key={key} className={`flex flex-col ${mine ? 'items-end' : 'items-start'} motion-safe:animate-[toast-in_250ms_ease-out]`}>
                  <span className="text-xs text-muted">{mine ? you : assistant}</span>
                  <p className={`mt-1 max-w-[85%] rounded-2xl px-4 py-2 text-sm ${mine ? 'bg-ink text-paper' : 'bg-paper text-ink'}`}>{messages[key]}</p>
                </li>
              );
            })}
            {shown < GUIDE_MESSAGES.length && GUIDE_MESSAGES[shown]?.startsWith('a') ? (
              <li className="sr-only">
                {assistant} · {typing}
              </li>
            ) : null}
          </ol>
        </div>
      </div>
    </div>
  );
}
