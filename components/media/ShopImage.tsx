import Image from 'next/image';
import {mediaUrl, type Picture} from '@/lib/media/pictures';

/**
 * One of the owner's pictures through next/image: served from our own origin, converted to
 * AVIF/WebP at the sizes `sizes` asks for, with the blurred placeholder while it loads. Only the
 * page's first hero slide is preloaded.
 */
export function ShopImage({picture, alt, sizes, preload = false, className}: {picture: Picture; alt: string; sizes: string; preload?: boolean; className?: string}) {
  return (
    <Image
      src={mediaUrl(picture.id)}
      width={picture.width}
      height={picture.height}
      alt={alt}
      sizes={sizes}
      placeholder="blur"
      blurDataURL={picture.blurDataUrl}
      preload={preload}
      loading={preload ? undefined : 'lazy'}
      draggable={false}
      className={`object-cover ${className ?? ''}`.trim()}
    />
  );
}

/** `sizes` of a card in the catalogue grids (one column on phones, two on tablets, three or four on desktops). */
export const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';
