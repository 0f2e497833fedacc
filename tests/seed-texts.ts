/** The catalogue's words as a fresh install seeds them (lib/catalog/seed-texts.json), for tests to find items by name. */
import SEED_TEXTS from '@/lib/catalog/seed-texts.json';

type Lang = keyof typeof SEED_TEXTS;
type Kind = 'service' | 'package' | 'template';

export function seedText(lang: Lang, kind: Kind, id: string | number): {name: string; description: string; features: string[]} {
  const text = (SEED_TEXTS[lang][kind] as Record<string, {name: string; description: string; features: string[]}>)[String(id)];
  if (!text) throw new Error(`no seeded text for ${kind} ${id}`);
  return text;
}
