import {getImageProps} from 'next/image';
import {pictureUrl, type Picture} from '@/lib/media/pictures';
import {pictureSrcSet} from '@/lib/media/widths';
import {PreloadImage} from './PreloadImage';

/**
 * One of the owner's pictures, optimised by next/image (served from our own origin, converted to
 * AVIF/WebP at the widths `sizes` asks for, its small blurred version behind it while it loads) but
 * drawn as a plain <img> from `getImageProps`: the Image component is a client component, and
 * importing it added 5-15 KB of JavaScript to every catalogue page even where no picture was
 * uploaded. The page's first pictures (the hero, a detail page's main picture) load eagerly at high
 * priority and are preloaded from the HTML's head (PreloadImage).
 *
 * An eager <img> goes inside a <picture> (display: contents, so layout is as without it): React's
 * RSC renderer sends every eager <img> outside a <picture> as a preload hint at the top of the page's
 * RSC payload, and every <Link> that prefetched the page then downloaded its pictures (a phone's first
 * visit to the template shop fetched the front page's and four template pages' @2x pictures that way).
 * Styles that size these pictures select `[&_img]`, not `[&>img]`.
 */
export function ShopImage({picture, alt, sizes, preload = false, className}: {picture: Picture; alt: string; sizes: string; preload?: boolean; className?: string}) {
  const {props} = getImageProps({
    src: pictureUrl(picture),
    width: picture.width,
    height: picture.height,
    alt,
    sizes,
    // The small WebP itself is the placeholder (the browser scales it up, soft), not next/image's 'blur':
    // that wraps it in an SVG with two Gaussian blur filters, and each such background is an SVG
    // document of its own, built while the page's styles are computed. The template shop's 27 cards
    // spent 240 ms of its first style recalculation on them (unthrottled, Lighthouse's phone), four
    // times that on Lighthouse's simulated one, and sent 1 KB more per picture in the HTML and again
    // in the RSC payload.
    placeholder: isImageDataUrl(picture.blurDataUrl) ? picture.blurDataUrl : 'empty',
    loading: preload ? 'eager' : 'lazy',
    fetchPriority: preload ? 'high' : undefined,
    // The default photographs are already small WebP files (560x700, 3-12 KB): served as they are, never
    // waiting for the optimiser to transcode them on a cold server.
    unoptimized: picture.src !== undefined,
  });
  // A default picture comes at half, one, one and a half and two times the page's width (lib/media/widths): the browser picks by the width it draws.
  if (picture.src && picture.src2x) Object.assign(props, {srcSet: pictureSrcSet({src: picture.src, src2x: picture.src2x, width: picture.width}), sizes});
  // A picture that fails to load falls back to an alternate one (components/media/ImageFallback):
  // its own small blurred version, which travels inline with the page and so cannot fail too.
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client code
  const img = <img {...props} alt={alt} draggable={false} data-fallback={picture.blurDataUrl || undefined} className={`object-cover ${className ?? ''}`.trim()} />;
  if (!preload) return img;
  return (
    <>
      <PreloadImage src={props.src} srcSet={props.srcSet} sizes={props.sizes} />
      <picture className="contents">{img}</picture>
    </>
  );
}

function isImageDataUrl(url: string): url is `data:image/${string}` {
  return url.startsWith('data:image/');
}

/**
 * `sizes` of an item page's gallery (components/items/ItemGallery): the main picture (the page's
 * width less its 16 px margins on phones, half the page beside the text from 768 px), its
 * thumbnails, and the zoomed picture.
 */
export const GALLERY_SIZES = {main: '(min-width: 768px) 560px, calc(100vw - 32px)', thumb: '140px', zoom: '(min-width: 640px) 120vw, 200vw'} as const;

/** `sizes` of the front page's hero picture: at most 384 px wide, the page's width less its margins on phones. */
export const HERO_SIZES = '(min-width: 416px) 384px, calc(100vw - 32px)';

/**
 * `sizes` of a template card's picture (components/templates/TemplatePicture: FramedTemplatePicture)
 * in the template shop's grid: two columns on phones and tablets, three from 1024 px, the picture
 * inside its frame's 7% margins. A phone (412 px at 1.75x) draws it about 156 px wide: the 280 px
 * file, where the card's own 42vw took the 560 px one (28 KB instead of 8).
 */
export const TEMPLATE_CARD_SIZES = '(min-width: 1024px) 260px, (min-width: 640px) 40vw, 38vw';

/** `sizes` of a card in the catalogue grids (one column on phones, two on tablets, three or four on desktops). */
export const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';
