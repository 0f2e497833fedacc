/** Written by `npm run art:packages` (scripts/art-packages.mts): each package's collage at the card's size (width x height) and at twice it (src2x). Do not edit. */
export const PACKAGE_FILES: Readonly<Record<string, {src: string; src2x: string; width: number; height: number; blurDataUrl: string}>> = {
  "sns": {
    "src": "/collages/sns.00be38facf.webp",
    "src2x": "/collages/sns@2x.fdfc7e15d5.webp",
    "width": 560,
    "height": 420,
    "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADQAQCdASoMAAkAAsBMJYwAAunB3RRoIAD+7dd4nPo/G07mWrVvlicU6FxCX/hqdDgAAA=="
  },
  "delivery": {
    "src": "/collages/delivery.ee3176186c.webp",
    "src2x": "/collages/delivery@2x.6acda3aab6.webp",
    "width": 560,
    "height": 420,
    "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAAkAAsBMJYwCdAD0gewsAAD+09wK4bHpJk+XOuK3K14/571HYAAAAAA="
  },
  "ecommerce": {
    "src": "/collages/ecommerce.75c346202f.webp",
    "src2x": "/collages/ecommerce@2x.163f7a98fe.webp",
    "width": 560,
    "height": 420,
    "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADQAQCdASoMAAkAAsBMJZQCdAEOt74mgAD+qrnZVB2b4+fkllJTmR33P2F0thtDkabg/QAA"
  }
};
