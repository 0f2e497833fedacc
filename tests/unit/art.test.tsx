import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {renderToStaticMarkup} from 'react-dom/server';
import artFiles from '@/components/templates/art-files.json';
import {ProductArt, artKey} from '@/components/templates/ProductArt';
import {catalogueArt, renderArt} from '@/lib/catalog/art-render';
import {TEMPLATES} from '@/lib/catalog/templates';

const files: Record<string, string> = artFiles;
const publicDir = path.join(process.cwd(), 'public');

describe('catalogue pictures', () => {
  it('every picture a page can show has its file, drawn from the current code (else: npm run art)', () => {
    const specs = catalogueArt();
    expect(specs.length).toBeGreaterThan(TEMPLATES.length);
    for (const spec of specs) {
      const file = files[artKey(spec)];
      expect(file).toMatch(/^\/art\/[a-z0-9-]+\.[0-9a-f]{10}\.svg$/);
      const onDisk = path.join(publicDir, file!);
      expect(existsSync(onDisk)).toBe(true);
      expect(readFileSync(onDisk, 'utf8')).toBe(renderArt(spec));
    }
    // No orphan from an older drawing is left to ship.
    expect(readdirSync(path.join(publicDir, 'art')).sort()).toEqual(Object.values(files).map((f) => path.basename(f)).sort());
  });

  it('each file is a standalone SVG of about a kilobyte, with nothing that runs', () => {
    for (const file of Object.values(files)) {
      const svg = readFileSync(path.join(publicDir, file), 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.length).toBeLessThan(8_000);
      expect(svg).not.toMatch(/<script|on[a-z]+=/i);
    }
  });

  it('a page shows the picture as an image named for screen readers, lazily unless it comes first', () => {
    const t = TEMPLATES[0]!;
    const html = renderToStaticMarkup(<ProductArt motif={t.motif} palette={t.palette} aspect={t.aspect} title="Pasta menu" />);
    expect(html).toContain(`src="${files[artKey(t)]}"`);
    expect(html).toContain('alt="Pasta menu"');
    expect(html).toContain('loading="lazy"');
    const first = renderToStaticMarkup(<ProductArt motif={t.motif} palette={t.palette} aspect="4/5" title="Hero" priority />);
    expect(first).toContain('loading="eager"');
    expect(first).toMatch(/fetchpriority="high"/i);
  });

  it('a catalogue entry without a drawn file fails loudly instead of showing a broken image', () => {
    expect(() => renderToStaticMarkup(<ProductArt motif="pasta" palette={['#000001', '#000002', '#000003']} aspect="1/1" title="x" />)).toThrow(/npm run art/);
  });
});
