/** Written by `npm run art:render` (scripts/art-render.mts): the rendered default photographs. Do not edit. */
export const PHOTO_FILES: Readonly<Record<string, {src: string; width: number; height: number; blurDataUrl: string}>> = {
  "candle": {
    "src": "/photos/candle.320883737f.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADQAQCdASoMAA8AAsBMJQBOgBuxw1a6AACxkMWszAaS3F6jQXdVukQW9XG0PMr6LFlWQ4gAAAA="
  },
  "cleanser-after": {
    "src": "/photos/cleanser-after.34e675df81.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAADwAQCdASoMAA8AAsBMJZQCdADb3dtZMAAA/vWMKDchU5GBkiPyF9ZqcnTZePf7nwlEe/x8PgjcAA=="
  },
  "cleanser-before": {
    "src": "/photos/cleanser-before.f477519353.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjIAAABXRUJQVlA4ICYAAABwAQCdASoMAA8AAsBMJZQCdAG+gAD+8ULacPAV0Kvhe2v+0AAAAA=="
  },
  "coffee-after": {
    "src": "/photos/coffee-after.69d52b1b27.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAAAQAgCdASoMAA8AAsBMJYgCdADbWrN3jfgAAPcp7ZvYM+i4eYkgpin6mTB9QwoNr9TBK0JXv8+DQGFhwwS0gAAA"
  },
  "coffee-before": {
    "src": "/photos/coffee-before.c5d0f7f9ea.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAACwAQCdASoMAA8AAsBMJZQCdAD0bBwAAP7t5n2xzfWrWIrYY1IMK+Hup4AAAA=="
  },
  "house-after": {
    "src": "/photos/house-after.3a0de53b9d.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAADwAQCdASoMAA8AAsBMJZACdAEOvDWFXEAA/vUFQOk6vnQBpBLO0Nl5/Sa0GFvafqK+VPJY1BZcOAAA"
  },
  "house-clay": {
    "src": "/photos/house-clay.b4ea7c65ee.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAACwAQCdASoMAA8AAsBMJaQAAudB1hIAAP7niT6/NaiSh0gAAAA="
  },
  "lipstick": {
    "src": "/photos/lipstick.1ed6547f23.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAA8AAsBMJYwCdAEO+L35AAD+8Bc+r9MN1wC/H9OPEPM70U3ZlQAAAAA="
  },
  "macarons": {
    "src": "/photos/macarons.69fe6b9671.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjIAAABXRUJQVlA4ICYAAACQAQCdASoMAA8AAsBMJZwAAudHyLAA/vcDgKWe/JqnIKg4ol4AAA=="
  },
  "mascot-after": {
    "src": "/photos/mascot-after.ff92ce1e13.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAACwAQCdASoMAA8AAsBMJZSzAAqQBlYAAP7yT7/62ZYJ77XzFUKUWRptzr3DO2OAAAA="
  },
  "mascot-clay": {
    "src": "/photos/mascot-clay.91f373fcab.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjIAAABXRUJQVlA4ICYAAADwAQCdASoMAA8AAsBMJaQAAueDbJO9gAAA/uctI+OF+uoiseAAAA=="
  },
  "mint": {
    "src": "/photos/mint.5e9823ea0a.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAACQAQCdASoMAA8AAsBMJZwAAudHxMAA/vITIg/MbaTT7xcAAAA="
  },
  "noir": {
    "src": "/photos/noir.50db45d010.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAACwAQCdASoMAA8AAsBMJZwAAlbIywwAAP74YQw4gGbWg70wixuy1GFqnwQSnZjN6yExG8xQ7z+rbAAA"
  },
  "perfume-after": {
    "src": "/photos/perfume-after.70f68eba18.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAA8AAsBMJQAAXtP5oFl7gAAA/t7car0QkQS0UP4mzK9nn/8Gu4TKFwAAAA=="
  },
  "perfume-before": {
    "src": "/photos/perfume-before.15645ed612.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAABwAQCdASoMAA8AAsBMJZQCdAFAAAD+8QhxESwScC5bak22Xbe0RMWpNUAAAA=="
  },
  "petbowl": {
    "src": "/photos/petbowl.1d4d5a41bf.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAAAQAgCdASoMAA8AAsBMJYwCdAEO5FeLU6AAAP737ugfVbcn1yzXvs23DxNhOvhc/UK0IEyhZHoAAA=="
  },
  "record": {
    "src": "/photos/record.d05a434bca.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAAAQAgCdASoMAA8AAsBMJYwCdADcGiu/6RqAAO5PM1nypiKkkT5pSJb2DLlGm3/dwRIPiSApXLW5N2yoAAA="
  },
  "ring": {
    "src": "/photos/ring.e3e2fb36ad.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAAAwAgCdASoMAA8AAsBMJZQCdAEf3KCFSM/uAADxsaRmwQXzihOcizA1bBJ0qzLo8AA="
  },
  "serum-after": {
    "src": "/photos/serum-after.824b0a9803.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAACwAQCdASoMAA8AAsBMJaQAAuddnNoAAP75csZjEyKmYIBlMuIhnqqYAAA="
  },
  "serum-before": {
    "src": "/photos/serum-before.e6cb477fb7.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAADQAQCdASoMAA8AAsBMJZQCdAEO+UL8QAD+8c1d+9samHx0bkkvgsAA"
  },
  "stationery": {
    "src": "/photos/stationery.aa0c1e5d7f.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADwAQCdASoMAA8AAsBMJZACdAEO/D5LgVAA/vmWEzjZUmlgQwC2f51jmCFD7Y+aMzjLGIAA"
  },
  "wine": {
    "src": "/photos/wine.3e1cab98d1.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAAAQAgCdASoMAA8AAsBMJYwAAxeeIVmH72SAAP71n53CVVDCExUv9bEqDi1qr5BfVTSG0myr61jZQJAAAAA="
  }
};
