/** The catalogue's words as a fresh install seeds them (lib/catalog/seed-texts.json), for tests to find items by name. */
import {readFileSync} from 'node:fs';
import path from 'node:path';

type Lang = 'en' | 'ko' | 'ja' | 'zh' | 'vi';
type Kind = 'service' | 'package' | 'template';
type Text = {name: string; description: string; features: string[]};

// Read, not imported: Playwright's loader takes JSON modules only with an import attribute.
const SEED_TEXTS = JSON.parse(readFileSync(path.join(process.cwd(), 'lib/catalog/seed-texts.json'), 'utf8')) as Record<Lang, Record<Kind, Record<string, Text>>>;

export function seedText(lang: Lang, kind: Kind, id: string | number): Text {
  const text = SEED_TEXTS[lang][kind][String(id)];
  if (!text) throw new Error(`no seeded text for ${kind} ${id}`);
  return text;
}
