/**
 * Lists the catalogue's pictures and turns each into its SVG file: used by `npm run art` and by the test that keeps
 * public/art in step with the drawings. Not imported by any page.
 */
import {createHash} from 'node:crypto';
import {renderToStaticMarkup} from 'react-dom/server';
import {ArtDrawing, artKey, type ArtSpec} from '@/components/templates/ProductArt';
import {SERVICES} from '@/lib/catalog/catalog';
import {TEMPLATES} from '@/lib/catalog/templates';

/**
 * Every picture the pages can show: templates in their own shape and as 4:5 hero slides, services
 * before (plain) and after (styled).
 */
export function catalogueArt(): ArtSpec[] {
  const specs = [
    ...TEMPLATES.flatMap((t) => [{motif: t.motif, palette: t.palette, aspect: t.aspect}, {motif: t.motif, palette: t.palette, aspect: '4/5' as const}]),
    ...SERVICES.flatMap((s) => (['plain', 'styled'] as const).map((mode) => ({motif: s.art.motif, palette: s.art.palette, aspect: '4/5' as const, mode}))),
  ];
  return [...new Map(specs.map((spec) => [artKey(spec), spec])).values()];
}

export function renderArt(spec: ArtSpec): string {
  return `${renderToStaticMarkup(<ArtDrawing {...spec} />)}\n`;
}

/** Named by content, so the file can be cached for good and a changed drawing gets a new name. */
export function artFileName(key: string, svg: string): string {
  return `${key}.${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;
}
