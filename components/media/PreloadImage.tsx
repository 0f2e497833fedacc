'use client';

import {preload} from 'react-dom';

/**
 * Asks for a page's first picture from the <head> of its HTML, before the parser reaches the <img>.
 * A client component on purpose: called while the server renders the HTML, preload() puts the link
 * in the head; the page's RSC payload, which <Link> prefetches, carries only a reference to this
 * component, so prefetching the page downloads nothing until it is opened.
 */
export function PreloadImage({src, srcSet, sizes}: {src: string; srcSet?: string; sizes?: string}) {
  preload(src, {as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high'});
  return null;
}
