/** Written by `npm run art:packages` (scripts/art-packages.mts): each package's collage at the card's size (width x height) and at twice it (src2x). Do not edit. */
export const PACKAGE_FILES: Readonly<Record<string, {src: string; src2x: string; width: number; height: number; blurDataUrl: string}>> = {
  "sns": {
    "src": "/collages/sns.324c07b661.webp",
    "src2x": "/collages/sns@2x.e9327cee85.webp",
    "width": 560,
    "height": 420,
    "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADwAQCdASoMAAkAAsBMJYwAAunCCAM02gAA/u3XnhqvCp0JLAkTD4gbMhOT8VEP4anQ4AAA"
  },
  "delivery": {
    "src": "/collages/delivery.c5fa233ec3.webp",
    "src2x": "/collages/delivery@2x.883af40a01.webp",
    "width": 560,
    "height": 420,
    "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAACwAQCdASoMAAkAAsBMJYwCdADx5DmAAP7T3ArhsnPGI3q5ntPRwmKiQyH7HgAAAAA="
  },
  "ecommerce": {
    "src": "/collages/ecommerce.d2160b0e8a.webp",
    "src2x": "/collages/ecommerce@2x.622ac98353.webp",
    "width": 560,
    "height": 420,
    "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADQAQCdASoMAAkAAsBMJZQCdAEOt74mgAD+qrnZVB2b45l3sRkm/pdDjnXXaFVQg9S7fYAA"
  }
};
