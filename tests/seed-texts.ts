/** The catalogue's words as a fresh install seeds them (lib/catalog/seed-texts.ts), for tests to find items by name. */
import {SEED_TEXTS} from '@/lib/catalog/seed-texts';
import type {ItemText} from '@/lib/catalog/prices';

export function seedText(lang: keyof typeof SEED_TEXTS, kind: 'service' | 'package' | 'template', id: string | number): ItemText {
  const text = SEED_TEXTS[lang][kind][String(id)];
  if (!text) throw new Error(`no seeded text for ${kind} ${id}`);
  return text;
}
