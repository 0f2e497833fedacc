/**
 * No drawing stands in for a product (docs/admin.md#template-designs): templates show their own design pages, services
 * without a photograph a type card (words and colour, no picture), and the drawn artwork is gone.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {renderToStaticMarkup} from 'react-dom/server';
import {createTranslator} from 'next-intl';
import {TEMPLATES} from '@/lib/catalog/templates';
import {SERVICES} from '@/lib/catalog/catalog';
import {serviceCover, servicePicture, type Catalog} from '@/lib/catalog/prices';
import {TemplatePicture, cardIndex} from '@/components/templates/TemplatePicture';
import {TEMPLATE_DESIGNS} from '@/lib/catalog/template-designs';
import {ServiceTypeCard} from '@/components/items/ServiceTypeCard';

const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
const empty: Catalog = {entries: {}, pictures: {}};
jest.mock('next-intl/server', () => ({getTranslations: async (namespace: string) => createTranslator({locale: 'en', messages: en, namespace: namespace as never})}));
jest.mock('@/lib/catalog/read', () => ({getCatalog: async () => empty}));

function sources(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : /\.(tsx?|css)$/.test(entry.name) ? [full] : [];
  });
}

test("every template's first picture is its own design page at 1x and 2x, never a vector drawing", async () => {
  const shown = new Set<string>();
  for (const template of TEMPLATES) {
    const html = renderToStaticMarkup(await TemplatePicture({template, title: 'Name', country: 'us', lang: 'en', sizes: '300px'}));
    expect(html).not.toMatch(/<svg|\.svg/);
    const src = html.match(/src="([^"]+)"/)?.[1];
    expect(src).toMatch(new RegExp(`^/templates/${template.id}-\\w+-en(-USD)?\\.[0-9a-f]{10}\\.webp$`));
    expect(html).toMatch(/srcSet="[^"]+ 560w|srcSet="[^"]+ 800w/i);
    expect(html).toMatch(/@2x\.[0-9a-f]{10}\.webp \d+w/);
    // Named by the template and the page it shows.
    expect(html).toMatch(/alt="Name · [^"]+"/);
    shown.add(src!);
  }
  expect(shown.size).toBe(TEMPLATES.length);
});

test('a service with no photograph shows its type card: its name and what it delivers, no picture pretending to be one', () => {
  const withoutPhoto = SERVICES.filter((s) => !serviceCover(empty, s.id) && !(servicePicture(empty, s.id, 'before') && servicePicture(empty, s.id, 'after')));
  // People, a drone flight, a music video and the like: no photograph can honestly be made of them here.
  expect(withoutPhoto.map((s) => s.id)).toEqual([5, 6, 7, 10, 11]);
  for (const service of withoutPhoto) {
    const html = renderToStaticMarkup(<ServiceTypeCard service={service} name="AI drone shot" lines={['Flight plan', '4K footage']} label="AI drone shot" />);
    expect(html).not.toMatch(/<svg|<img/);
    expect(html).toContain('role="img"');
    expect(html).toContain('AI drone shot');
    expect(html).toContain('4K footage');
  }
});

test('the drawn clip-art is gone: no component draws or links it, and public/art is no more', () => {
  expect(existsSync(path.join(process.cwd(), 'public', 'art'))).toBe(false);
  for (const file of [...sources(path.join(process.cwd(), 'components')), ...sources(path.join(process.cwd(), 'app'))]) {
    const text = readFileSync(file, 'utf8');
    expect({file, drawn: /ProductArt|TemplateArt|\/art\//.test(text)}).toEqual({file, drawn: false});
  }
});

test("a card shows the design's page that fills its 4:5 frame best, or the owner's first picture", () => {
  const banner = TEMPLATES.find((t) => t.id === 28)!;
  const menu = TEMPLATES.find((t) => t.id === 1)!;
  expect(TEMPLATE_DESIGNS[28].pages[cardIndex(empty, banner)]).toBe('square');
  expect(TEMPLATE_DESIGNS[1].pages[cardIndex(empty, menu)]).toBe('menuFront');
  const own = {id: '5b0e8a8e-0000-4000-8000-000000000003', width: 1200, height: 628, blurDataUrl: 'data:,', alt: {}};
  expect(cardIndex({entries: {}, pictures: {'template:28:0': own}}, banner)).toBe(0);
});
