'use client';

import {useId} from 'react';
import type {ProductKind} from '@/lib/preview/scenes';

export interface KindTexts {
  legend: string;
  hint: string;
  options: Record<ProductKind, string>;
}

/**
 * "What is your product?" for the product photos whose scene depends on it (lib/preview/scenes,
 * choosesKind): one choice as radio buttons dressed as chips (arrow keys move between them), asked
 * before a photo is picked so food is never set among cosmetics.
 */
export function KindChoice({texts, value, onChange, disabled}: {texts: KindTexts; value: ProductKind | null; onChange: (kind: ProductKind) => void; disabled: boolean}) {
  const name = useId();
  const hintId = useId();
  return (
    <fieldset className="mt-4" aria-describedby={hintId} disabled={disabled}>
      <legend className="text-sm font-semibold">{texts.legend}</legend>
      <p id={hintId} className="mt-1 text-xs text-muted">
        {texts.hint}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {(Object.keys(texts.options) as ProductKind[]).map((kind) => (
          <label
            key={kind}
            className={`cursor-pointer rounded-full border px-3 py-1.5 text-sm focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 ${value === kind ? 'border-ink bg-ink text-white' : 'border-line'}`}
          >
            <input type="radio" name={name} value={kind} checked={value === kind} onChange={() => onChange(kind)} className="sr-only" />
            {texts.options[kind]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
