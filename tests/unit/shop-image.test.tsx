/**
 * A picture's placeholder while it loads is its own small WebP, scaled up by the browser: not
 * next/image's 'blur', an SVG document with Gaussian filters per picture, which the browser builds
 * while it computes the page's styles (240 ms of the template shop's first style recalculation for
 * its 27 cards on Lighthouse's phone, unthrottled).
 */
import {renderToStaticMarkup} from 'react-dom/server';
import {ShopImage} from '@/components/media/ShopImage';
import {defaultPicture} from '@/lib/media/defaults';
import type {Picture} from '@/lib/media/pictures';

const design = defaultPicture('template:1:0');

test("a default picture's placeholder is its own small WebP, with no SVG filter", () => {
  expect(design?.blurDataUrl).toMatch(/^data:image\/webp;base64,/);
  const html = renderToStaticMarkup(<ShopImage picture={design!} alt="Menu" sizes="300px" />);
  const style = html.match(/style="([^"]+)"/)?.[1] ?? '';
  expect(style).toContain(`background-image:url(&quot;${design!.blurDataUrl}&quot;)`);
  expect(style).toContain('background-size:cover');
  expect(html).not.toMatch(/svg|feGaussianBlur/);
});

test('an uploaded picture keeps its own blurred version, and one without an image placeholder has none', () => {
  const upload: Picture = {id: '5b0e8a8e-0000-4000-8000-0000000000aa', width: 1200, height: 1500, blurDataUrl: 'data:image/webp;base64,UklGRg==', alt: {en: 'Ours'}};
  expect(renderToStaticMarkup(<ShopImage picture={upload} alt="Ours" sizes="300px" />)).toContain('background-image:url(&quot;data:image/webp;base64,UklGRg==&quot;)');
  const html = renderToStaticMarkup(<ShopImage picture={{...upload, blurDataUrl: 'data:,'}} alt="Ours" sizes="300px" />);
  expect(html).not.toContain('background-image');
  expect(html).toMatch(/<img [^>]*alt="Ours"/);
});

test('the eager first picture of a page keeps the same placeholder', () => {
  const html = renderToStaticMarkup(<ShopImage picture={design!} alt="Menu" sizes="300px" preload />);
  expect(html).toContain(`url(&quot;${design!.blurDataUrl}&quot;)`);
  expect(html).toContain('fetchPriority="high"');
});
