import {getImageProps} from 'next/image';
import {pictureUrl, type Picture} from '@/lib/media/pictures';
import {PreloadImage} from './PreloadImage';

/**
 * One of the owner's pictures, optimised by next/image (served from our own origin, converted to
 * AVIF/WebP at the widths `sizes` asks for, the blurred placeholder behind it while it loads) but
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
    placeholder: 'blur',
    blurDataURL: picture.blurDataUrl,
    loading: preload ? 'eager' : 'lazy',
    fetchPriority: preload ? 'high' : undefined,
    // The default photographs are already small WebP files (560x700, 3-12 KB): served as they are, never
    // waiting for the optimiser to transcode them on a cold server.
    unoptimized: picture.src !== undefined,
  });
  // A template's design page comes drawn at 1x and 2x (`npm run art:templates`): the browser picks by the width it needs.
  if (picture.src && picture.src2x) Object.assign(props, {srcSet: `${picture.src} ${picture.width}w, ${picture.src2x} ${picture.width * 2}w`, sizes});
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

/** `sizes` of a card in the catalogue grids (one column on phones, two on tablets, three or four on desktops). */
export const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';
