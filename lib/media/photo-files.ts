/** Written by `npm run art:render` (scripts/art-render.mts): the rendered default photographs, each at the page's size (width x height) and at twice it (src2x). Do not edit. */
export const PHOTO_FILES: Readonly<Record<string, {src: string; src2x: string; width: number; height: number; blurDataUrl: string}>> = {
  "candle": {
    "src": "/photos/candle.320883737f.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADQAQCdASoMAA8AAsBMJQBOgBuxw1a6AACxkMWszAaS3F6jQXdVukQW9XG0PMr6LFlWQ4gAAAA=",
    "src2x": "/photos/candle@2x.46a89a957d.webp"
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
    "src": "/photos/house-after.3a0de53b9d.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAADwAQCdASoMAA8AAsBMJZACdAEOvDWFXEAA/vUFQOk6vnQBpBLO0Nl5/Sa0GFvafqK+VPJY1BZcOAAA",
    "src2x": "/photos/house-after@2x.009c7a1953.webp"
  },
  "house-clay": {
    "src": "/photos/house-clay.b4ea7c65ee.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAACwAQCdASoMAA8AAsBMJaQAAudB1hIAAP7niT6/NaiSh0gAAAA=",
    "src2x": "/photos/house-clay@2x.8210a4fa39.webp"
  },
  "lipstick": {
    "src": "/photos/lipstick.1ed6547f23.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAA8AAsBMJYwCdAEO+L35AAD+8Bc+r9MN1wC/H9OPEPM70U3ZlQAAAAA=",
    "src2x": "/photos/lipstick@2x.15fdcbb9ee.webp"
  },
  "macarons": {
    "src": "/photos/macarons.69fe6b9671.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjIAAABXRUJQVlA4ICYAAACQAQCdASoMAA8AAsBMJZwAAudHyLAA/vcDgKWe/JqnIKg4ol4AAA==",
    "src2x": "/photos/macarons@2x.1ed91c58f3.webp"
  },
  "mascot-after": {
    "src": "/photos/mascot-after.ff92ce1e13.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAACwAQCdASoMAA8AAsBMJZSzAAqQBlYAAP7yT7/62ZYJ77XzFUKUWRptzr3DO2OAAAA=",
    "src2x": "/photos/mascot-after@2x.64e0060f03.webp"
  },
  "mascot-clay": {
    "src": "/photos/mascot-clay.91f373fcab.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjIAAABXRUJQVlA4ICYAAADwAQCdASoMAA8AAsBMJaQAAueDbJO9gAAA/uctI+OF+uoiseAAAA==",
    "src2x": "/photos/mascot-clay@2x.4fe99a8eb5.webp"
  },
  "mint": {
    "src": "/photos/mint.5e9823ea0a.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAACQAQCdASoMAA8AAsBMJZwAAudHxMAA/vITIg/MbaTT7xcAAAA=",
    "src2x": "/photos/mint@2x.a3b056225a.webp"
  },
  "noir": {
    "src": "/photos/noir.50db45d010.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAACwAQCdASoMAA8AAsBMJZwAAlbIywwAAP74YQw4gGbWg70wixuy1GFqnwQSnZjN6yExG8xQ7z+rbAAA",
    "src2x": "/photos/noir@2x.fd20f10a39.webp"
  },
  "perfume-after": {
    "src": "/photos/perfume-after.70f68eba18.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAA8AAsBMJQAAXtP5oFl7gAAA/t7car0QkQS0UP4mzK9nn/8Gu4TKFwAAAA==",
    "src2x": "/photos/perfume-after@2x.1d44b9d19d.webp"
  },
  "perfume-before": {
    "src": "/photos/perfume-before.96aea01aca.webp",
    "src2x": "/photos/perfume-before@2x.cb7d8bb8f5.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADwAQCdASoMAA8AAsBMJQBOgBufaol0xYAA/usXM3c6YWuLtqZVUb8KNw9KSYw4ho1Cf30gAAA="
  },
  "petbowl": {
    "src": "/photos/petbowl.1d4d5a41bf.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAAAQAgCdASoMAA8AAsBMJYwCdAEO5FeLU6AAAP737ugfVbcn1yzXvs23DxNhOvhc/UK0IEyhZHoAAA==",
    "src2x": "/photos/petbowl@2x.6007244754.webp"
  },
  "record": {
    "src": "/photos/record.d05a434bca.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAAAQAgCdASoMAA8AAsBMJYwCdADcGiu/6RqAAO5PM1nypiKkkT5pSJb2DLlGm3/dwRIPiSApXLW5N2yoAAA=",
    "src2x": "/photos/record@2x.0e27b4dfed.webp"
  },
  "ring": {
    "src": "/photos/ring.e3e2fb36ad.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAAAwAgCdASoMAA8AAsBMJZQCdAEf3KCFSM/uAADxsaRmwQXzihOcizA1bBJ0qzLo8AA=",
    "src2x": "/photos/ring@2x.9d5ab22c35.webp"
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
    "src": "/photos/stationery.aa0c1e5d7f.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADwAQCdASoMAA8AAsBMJZACdAEO/D5LgVAA/vmWEzjZUmlgQwC2f51jmCFD7Y+aMzjLGIAA",
    "src2x": "/photos/stationery@2x.42eeebce41.webp"
  },
  "wine": {
    "src": "/photos/wine.3e1cab98d1.webp",
    "width": 560,
    "height": 700,
    "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAAAQAgCdASoMAA8AAsBMJYwAAxeeIVmH72SAAP71n53CVVDCExUv9bEqDi1qr5BfVTSG0myr61jZQJAAAAA=",
    "src2x": "/photos/wine@2x.d3a5c8a04d.webp"
  }
};
