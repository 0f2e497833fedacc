'use client';

import {useEffect, useRef, useState, type CSSProperties} from 'react';
import {GUIDE_MESSAGES, pinnedDistance, visibleMessages} from '@/lib/home/guide';
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

/** The pinned scroll distance of a phone and of a wider screen, as CSS variables: the section has its height in the server's HTML. */
const PIN_STYLE = {'--guide-pin-phone': `${pinnedDistance(0)}px`, '--guide-pin-wide': `${pinnedDistance(768)}px`} as CSSProperties;

/**
 * The chat demo. The section is pinned (sticky) for a scroll distance proportional to the
 * animation; scrolling reveals the messages. Its height (100vh plus that distance; app/globals.css,
 * .guide-pin) is set by CSS from the first paint, not measured after hydration: a section
 * that grew once the page's code ran moved everything below it after a jump to #pricing or
 * #contact. Before hydration and without JavaScript the whole conversation shows; with reduced
 * motion it shows whole and nothing is pinned.
 */
export function GuideChat({title, subtitle, start, you, assistant, typing, messages}: Props) {
  const outer = useRef<HTMLDivElement>(null);
  const [pinned, setPinned] = useState<boolean | null>(null);
  const [shown, setShown] = useState<number>(GUIDE_MESSAGES.length);
  // "Start now" is disabled until its code runs: a press before then would do nothing.
  const hydrated = useHydrated();

  useEffect(() => {
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let frame = 0;
    const measure = () => {
      if (motion.matches) {
        setPinned(false);
        setShown(GUIDE_MESSAGES.length);
        return;
      }
      setPinned(true);
      const top = outer.current?.getBoundingClientRect().top ?? 0;
      setShown(visibleMessages(-top / pinnedDistance(window.innerWidth)));
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
    <div ref={outer} style={PIN_STYLE} className="guide-pin" data-pinned={pinned === null ? undefined : pinned}>
      <div className="guide-pin-stage flex items-center">
        <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:items-center">
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
