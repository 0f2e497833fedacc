import type {MetadataRoute} from 'next';
import {site} from '@/lib/site';

/** /manifest.webmanifest: the name, colours and icon a phone uses when the shop is added to its home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.name,
    start_url: '/',
    display: 'standalone',
    background_color: '#fafaf7',
    theme_color: '#0b0b0f',
    icons: [{src: '/icon.svg', sizes: 'any', type: 'image/svg+xml'}],
  };
}
