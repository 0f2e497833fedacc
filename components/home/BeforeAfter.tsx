'use client';

import {useEffect, useRef, useState, type ReactNode} from 'react';

interface Props {
  before: ReactNode;
  after: ReactNode;
  /** Accessible name of the slider, e.g. "Before and after: Food studio photo". */
  label: string;
  beforeLabel: string;
  afterLabel: string;
}

/**
 * Drag, touch, hover or use the arrow keys to compare the customer's snapshot with the studio's
 * result. A native range input does the pointer, touch and keyboard work.
 */
export function BeforeAfter({before, after, label, beforeLabel, afterLabel}: Props) {
  const [position, setPosition] = useState(50);
  const input = useRef<HTMLInputElement>(null);
  // The prerendered slider can be moved before this code runs (arrow keys, a drag): the comparison
  // then starts where the visitor left the handle instead of snapping it back to the middle.
  useEffect(() => {
    const moved = Number(input.current?.value);
    if (Number.isFinite(moved) && moved !== 50) setPosition(moved);
  }, []);

  return (
    <div
      className="group relative aspect-[4/5] select-none overflow-hidden"
      onPointerMove={(e) => {
        if (e.pointerType !== 'mouse' || e.buttons !== 0) return; // hover follows the mouse; dragging is the input's
        const box = e.currentTarget.getBoundingClientRect();
        setPosition(Math.round(Math.min(100, Math.max(0, ((e.clientX - box.left) / box.width) * 100))));
      }}
    >
      <div className="absolute inset-0 [&_img]:h-full [&_img]:w-full">{after}</div>
      <div className="absolute inset-0 [&_img]:h-full [&_img]:w-full" style={{clipPath: `inset(0 ${100 - position}% 0 0)`}} data-testid="before-layer">
        {before}
      </div>
      <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 w-0.5 bg-white shadow" style={{left: `${position}%`}}>
        <span className="absolute left-1/2 top-1/2 flex h-8 w-8 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-xs text-ink shadow">↔</span>
      </div>
      <span aria-hidden="true" className="absolute left-2 top-2 rounded bg-black/60 px-2 py-0.5 text-xs font-medium text-white">
        {beforeLabel}
      </span>
      <span aria-hidden="true" className="absolute right-2 top-2 rounded bg-black/60 px-2 py-0.5 text-xs font-medium text-white">
        {afterLabel}
      </span>
      <input
        ref={input}
        type="range"
        min={0}
        max={100}
        step={1}
        value={position}
        aria-label={label}
        aria-valuetext={`${beforeLabel} ${position}% · ${afterLabel} ${100 - position}%`}
        onChange={(e) => setPosition(Number(e.target.value))}
        className="absolute inset-0 h-full w-full cursor-ew-resize opacity-0 focus-visible:opacity-0"
      />
      <span aria-hidden="true" className="pointer-events-none absolute inset-0 rounded-[inherit] ring-accent group-has-[input:focus-visible]:ring-4" />
    </div>
  );
}
