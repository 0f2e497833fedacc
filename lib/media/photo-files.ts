/** Written by `npm run art:render` (scripts/art-render.mts): the rendered default photographs, each at the page's size (width x height) and at twice it (src2x). Do not edit. */
export const PHOTO_FILES: Readonly<Record<string, {src: string; src2x: string; width: number; height: number; blurDataUrl: string}>> = {
  "candle": {
    "src": "/photos/candle.8d01e0c131.webp",
    "src2x": "/photos/candle@2x.ac891d1c83.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAACwAQCdASoMAA8AAsBMJQBOgBwcF8AAAMP/hyR1alUzf4zzmPofPvJMqaFjUt95rw0yAAAA"
  },
  "cleanser-after": {
    "src": "/photos/cleanser-after.82083443f0.webp",
    "src2x": "/photos/cleanser-after@2x.23081f0f73.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAADwAQCdASoMAA8AAsBMJZQCdADb3dtZMAAA/vWMKDchU5GDTpJBJjmpydNl49/uiDYmkF9cY0fNAAAA"
  },
  "cleanser-before": {
    "src": "/photos/cleanser-before.c734e453e3.webp",
    "src2x": "/photos/cleanser-before@2x.9480d279a8.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAABQAQCdASoMAA8AAsBMJQBOgCgAAP7w96B5fMvJzF4CYJvWmM3XEAAA"
  },
  "coffee-after": {
    "src": "/photos/coffee-after.6cd5658d7c.webp",
    "src2x": "/photos/coffee-after@2x.05f819ad77.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAAAQAgCdASoMAA8AAsBMJYgCdAD0t+cKT0EwAPcp96J0U5xHmeq9LpXHroF+PMWaPgtD67kebqmmGUcGgMLDhYiYeAAAAA=="
  },
  "coffee-before": {
    "src": "/photos/coffee-before.cd7a381526.webp",
    "src2x": "/photos/coffee-before@2x.5dd0ed6663.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAADwAQCdASoMAA8AAsBMJQBOgCHpeZEMQAAA/qxmVbvFz07z77aeoFXkEjXbq2IM1dbYPZv2WTvEAAAA"
  },
  "house-after": {
    "src": "/photos/house-after.0fa0a9aa0f.webp",
    "src2x": "/photos/house-after@2x.19b699fbba.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAADwAQCdASoMAA8AAsBMJZACdAEOvDWKsgAA/vUFQOk6vnQBpBLO0Nl5/SaPXwijS3buNYVBUcWcYAAA"
  },
  "house-clay": {
    "src": "/photos/house-clay.fe91f22027.webp",
    "src2x": "/photos/house-clay@2x.2ccffbb258.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAACwAQCdASoMAA8AAsBMJaQAAudmtE8AAP7nqFzZA91nhiZgAAA="
  },
  "lipstick": {
    "src": "/photos/lipstick.6a2d36aec3.webp",
    "src2x": "/photos/lipstick@2x.46aebe760d.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoMAA8AAsBMJYwCdAEO+L35AAD+8BdF49dIxX453lJqO8lWPeJy4gAA"
  },
  "macarons": {
    "src": "/photos/macarons.2f141b42bb.webp",
    "src2x": "/photos/macarons@2x.36cbf3580a.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAACwAQCdASoMAA8AAsBMJZwAAudFzkDQAP73A41FHLkRZ05tZwl4AAAA"
  },
  "mascot-after": {
    "src": "/photos/mascot-after.f0bea97d07.webp",
    "src2x": "/photos/mascot-after@2x.2fc1c1f70b.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAACwAQCdASoMAA8AAsBMJZSzAAqQBlYAAP7yT7/62ZYJ77XzFUKUWRptzr3DO2OAAAA="
  },
  "mascot-clay": {
    "src": "/photos/mascot-clay.b53049270e.webp",
    "src2x": "/photos/mascot-clay@2x.a198c00ce3.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjIAAABXRUJQVlA4ICYAAADwAQCdASoMAA8AAsBMJaQAAueDbJO9gAAA/uctI+OF+uoiseAAAA=="
  },
  "mint": {
    "src": "/photos/mint.bde9d880b9.webp",
    "src2x": "/photos/mint@2x.84c32abe21.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAADQAQCdASoMAA8AAsBMJZwAAudIQi+KgAD+8gKn1PJ5tGbeLgA="
  },
  "noir": {
    "src": "/photos/noir.dd9e4110d9.webp",
    "src2x": "/photos/noir@2x.e9f7f14a89.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAACQAQCdASoMAA8AAsBMJZwAAlbIsoAA/vhhDDiAZtaDvTCLG7LUYWqfBBKdmM3skvoJWrtcPBPH4AAA"
  },
  "perfume-after": {
    "src": "/photos/perfume-after.00a067ba5c.webp",
    "src2x": "/photos/perfume-after@2x.bbdac69a24.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAA8AAsBMJQAAXOKtjQLUAAD+3o9mnoZH6kvAhWPBwEhUOb/dHVldoAA="
  },
  "perfume-before": {
    "src": "/photos/perfume-before.0cb3e9d830.webp",
    "src2x": "/photos/perfume-before@2x.d3c101f12a.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADwAQCdASoMAA8AAsBMJQBOgBufanuXwAAA/usXNCC+Ob3SndnyFqX43d8fM2Y+bwdTj+cAAAA="
  },
  "petbowl": {
    "src": "/photos/petbowl.4023d012f4.webp",
    "src2x": "/photos/petbowl@2x.f94ea35478.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAAAQAgCdASoMAA8AAsBMJYwCdAEOwTnGdywAAP737ugfVbcn2Di+M0zmkRas8wopO2rwGmz+X/OzkAAA"
  },
  "record": {
    "src": "/photos/record.274d924006.webp",
    "src2x": "/photos/record@2x.10916a4217.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAAAQAgCdASoMAA8AAsBMJYwCdADcGiu/6Z4AAO5PM1nypiKkkT5pSJb2DLlGm3/dwRNAuRWkSqaE3YGAAAA="
  },
  "ring": {
    "src": "/photos/ring.9d12d2862b.webp",
    "src2x": "/photos/ring@2x.d4de2f55b8.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAA8AAsBMJZQCdADb1KmFpNgA2ctLiwSBxFHG++mYNMB+iq0pBpgxygAAAA=="
  },
  "serum-after": {
    "src": "/photos/serum-after.f2548827c4.webp",
    "src2x": "/photos/serum-after@2x.1be5c492a9.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAACwAQCdASoMAA8AAsBMJaQAAuddNzkoAP76rFVFY7pZdWVAygzS0fEQvAAAAA=="
  },
  "serum-before": {
    "src": "/photos/serum-before.35c19640ec.webp",
    "src2x": "/photos/serum-before@2x.d2a64fbeda.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAACwAQCdASoMAA8AAsBMJYgCdADdiccAAP7e7Db6P+EMzKoc4TgZL3ZXC7g2SKbji1BOQAAA"
  },
  "stationery": {
    "src": "/photos/stationery.f48f364c3a.webp",
    "src2x": "/photos/stationery@2x.922c37f443.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADwAQCdASoMAA8AAsBMJZACdAEO/D5LgVAA/vmWEzjZUmlgQwC2f51jmCFD7Y+aNUlTRyIA"
  },
  "wine": {
    "src": "/photos/wine.53275978c9.webp",
    "src2x": "/photos/wine@2x.7666308e09.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAADwAQCdASoMAA8AAsBMJYwAAu0d2f5+E7AA/vWfii7LpWKAWyJf23Q+ytii2o6JQ7g365TKMBLgAA=="
  }
};
