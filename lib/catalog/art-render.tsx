/**
 * Turns a catalogue picture into its SVG file: used by `npm run art` and by the test that keeps
 * public/art in step with the drawings. Not imported by any page.
 */
import {createHash} from 'node:crypto';
import {renderToStaticMarkup} from 'react-dom/server';
import {ArtDrawing, type ArtSpec} from '@/components/templates/ProductArt';

export function renderArt(spec: ArtSpec): string {
  return `${renderToStaticMarkup(<ArtDrawing {...spec} />)}\n`;
}

/** Named by content, so the file can be cached for good and a changed drawing gets a new name. */
export function artFileName(key: string, svg: string): string {
  return `${key}.${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;
}
