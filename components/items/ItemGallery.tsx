'use client';
/**
 * An item page's gallery (docs/storefront.md#item-pages): one picture (or before/after pair) at a time, chosen
 * with the thumbnails below it (buttons; the arrow keys, Home and End move between them), and
 * "Zoom" opens the picture at full size in a modal dialog (Escape or the close button return to
 * the gallery). The pictures are rendered on the server and handed in; the first one shows before
 * this code runs. Only opacity fades, and only when the visitor has not asked for reduced motion.
 */
import {useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {EARLY, useHydrated} from '@/components/ui/useHydrated';
import {buttonClass} from '@/components/ui/buttonClass';

export interface GallerySlide {
  key: string;
  /** The thumbnail button's accessible name ("Picture 2 of 4: after"). */
  showLabel: string;
  /** The zoom button's and the dialog's name. */
  zoomLabel: string;
  main: ReactNode;
  thumb: ReactNode;
  /** The large version in the dialog; null: no zoom for this slide. */
  zoom: ReactNode | null;
}

export function ItemGallery({slides, label, zoomText, closeText}: {slides: GallerySlide[]; label: string; zoomText: string; closeText: string}) {
  const [current, setCurrent] = useState(0);
  // Until the page's script runs a press would do nothing: the buttons say so (dimmed, aria-disabled).
  const hydrated = useHydrated();
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const dialog = useRef<HTMLDialogElement>(null);
  const zoomButton = useRef<HTMLButtonElement>(null);
  const slide = slides[current] ?? slides[0];
  if (!slide) return null;

  const move = (event: KeyboardEvent, index: number) => {
    const last = slides.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    thumbs.current[next]?.focus();
  };

  return (
    <div role="region" aria-label={label} className="space-y-3">
      <div className="relative overflow-hidden rounded-3xl border border-line bg-white">
        {slides.map((s, index) => (
          <div key={s.key} hidden={index !== current} className="[&_img]:block [&_img]:h-auto [&_img]:w-full [&>svg]:block [&>svg]:h-auto [&>svg]:w-full">
            {s.main}
          </div>
        ))}
      </div>
      {/* Below the picture, never over it: a design's own corner (a price tag, a logo) stays in view. */}
      {slide.zoom ? (
        <div className="flex justify-end">
          <button
            ref={zoomButton}
            type="button"
            aria-haspopup="dialog"
            aria-label={slide.zoomLabel}
            aria-disabled={!hydrated || undefined}
            onClick={() => dialog.current?.showModal()}
            className={`${EARLY} rounded-full border border-line bg-white px-3 py-1.5 text-xs font-semibold hover:bg-black/5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink`}
          >
            <span aria-hidden="true">⤢ </span>
            {zoomText}
          </button>
        </div>
      ) : null}
      {slides.length > 1 ? (
        <div role="group" aria-label={label} className="grid grid-cols-4 gap-2">
          {slides.map((s, index) => (
            <button
              key={s.key}
              ref={(el) => {
                thumbs.current[index] = el;
              }}
              type="button"
              aria-label={s.showLabel}
              aria-pressed={index === current}
              aria-disabled={!hydrated || undefined}
              tabIndex={index === current ? 0 : -1}
              onClick={() => setCurrent(index)}
              onKeyDown={(e) => move(e, index)}
              className={`${EARLY} overflow-hidden rounded-xl border-2 [&_img]:aspect-square [&_img]:h-full [&_img]:w-full [&_img]:object-cover [&_svg]:aspect-square [&_svg]:h-full [&_svg]:w-full ${index === current ? 'border-ink' : 'border-transparent opacity-80 hover:opacity-100'}`}
            >
              {s.thumb}
            </button>
          ))}
        </div>
      ) : null}
      <dialog
        ref={dialog}
        aria-label={slide.zoomLabel}
        onClose={() => zoomButton.current?.focus()}
        onClick={(e) => {
          if (e.target === e.currentTarget) dialog.current?.close(); // a click on the backdrop
        }}
        className="m-auto max-h-[95vh] max-w-[95vw] overflow-auto rounded-2xl bg-white p-0 backdrop:bg-black/70"
      >
        <div className="sticky top-0 z-10 flex justify-end bg-white/90 p-2">
          <button type="button" onClick={() => dialog.current?.close()} className={buttonClass({variant: 'secondary', size: 'smText'})}>
            {closeText}
          </button>
        </div>
        <div className="p-2 [&_img]:h-auto [&_img]:max-w-none [&_img]:w-[min(1600px,200vw)] sm:[&_img]:w-[min(1600px,120vw)]">{slide.zoom}</div>
      </dialog>
    </div>
  );
}
