/** Each package's own picture: a collage of its parts (scripts/art-packages.mts), not a service's photograph again. */
import {existsSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {PACKAGE_IDS, SERVICES} from '@/lib/catalog/catalog';
import {defaultPicture} from '@/lib/media/defaults';
import {PACKAGE_FILES} from '@/lib/media/package-files';
import {pictureWidths} from '@/lib/media/widths';

const publicFile = (src: string) => path.join(process.cwd(), 'public', src);

test('every package shows a picture of its own, in the cards 4:3 box, at every width the pages ask for', async () => {
  const servicePictures = new Set(SERVICES.flatMap((s) => (['cover', 'before', 'after'] as const).map((part) => defaultPicture(`service:${s.id}:${part}`)?.src)).filter(Boolean));
  const seen = new Set<string>();
  for (const id of PACKAGE_IDS) {
    const picture = defaultPicture(`package:${id}:mockup`)!;
    expect(picture.src).toBe(PACKAGE_FILES[id]!.src);
    expect(servicePictures.has(picture.src)).toBe(false);
    expect(seen.has(picture.src!)).toBe(false);
    seen.add(picture.src!);
    expect(picture.width * 3).toBe(picture.height * 4);
    for (const {src, width} of pictureWidths({src: picture.src!, src2x: picture.src2x!, width: picture.width})) {
      expect(existsSync(publicFile(src))).toBe(true);
      const meta = await sharp(publicFile(src)).metadata();
      expect([src, meta.format, meta.width, meta.height]).toEqual([src, 'webp', width, (width * 3) / 4]);
    }
  }
});
