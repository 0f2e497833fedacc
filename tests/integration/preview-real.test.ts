/**
 * The instant preview on real photographs (docs/preview.md), a small subset of bench/preview-real (the
 * bench, `npm run bench:preview`, runs all of it): with the real model in a real worker, a product
 * photo is made into a preview whose product stands on the scene's contact line (its lowest solid
 * point within 3 px of it) with no hand kept; a blurred photo and a photo of several things are
 * refused with guidance, and so are the same product photo made too dark and cut off by the
 * frame. Every intact phone photo of tests/fixtures/real (the Samsung trailer, the EXIF rotations)
 * is read: made, or refused with guidance, never as unreadable.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {GUIDANCE_REFUSALS, previewPool} from '@/lib/preview/pool';
import {SCENE_FILES} from '@/lib/preview/scene-files';
import {WHITE_SCENE} from '@/lib/preview/scenes';

const root = process.cwd();
const real = (name: string) => readFileSync(path.join(root, 'bench', 'preview-real', name));
const scene = (name: string) => {
  const data = SCENE_FILES[name];
  assert.ok(data, `scene ${name}`);
  return {data, file: path.join(root, 'lib', 'preview', 'scenes', data.file)};
};

test('real photographs: grounded previews, and refusals with guidance where a preview would be bad', async (t) => {
  const pool = previewPool({
    workers: 1,
    queue: 8,
    timeoutMs: 60_000,
    workerFile: path.join(root, 'lib', 'preview', 'worker.mjs'),
    model: path.join(root, 'lib', 'preview', 'model', 'u2netp.onnx'),
    sha256: '309c8469258dda742793dce0ebea8e6dd393174f89934733ecc8b14c76f4ddd8',
    siteName: 'AI Creative Studio',
  });
  t.after(() => pool.close());

  await t.test('a product photo becomes a preview standing on the contact line, no hand kept', async () => {
    for (const [photo, sceneName] of [
      ['abo-vitamins.jpg', 'cleanser-after'],
      ['abo-bag.jpg', 'noir'],
    ] as const) {
      const outcome = await pool.run({photo: real(photo), scene: scene(sceneName)});
      assert.ok(outcome.ok, `${photo}: ${JSON.stringify(outcome)}`);
      assert.ok(outcome.placement, 'the worker says where the product landed');
      assert.ok(Math.abs(outcome.placement.lowest - outcome.placement.footY) <= 3, `${photo}: lowest point ${outcome.placement.lowest}, contact line ${outcome.placement.footY}`);
      assert.ok((outcome.facts?.skinAtEdge ?? 0) < 0.04, `${photo}: no hand`);
      const {width, height} = await sharp(outcome.preview!).metadata();
      assert.deepEqual([width, height], [SCENE_FILES[sceneName]!.width, SCENE_FILES[sceneName]!.height]);
    }
  });

  await t.test('a blurred photo, several things and the product photo made dark or cut off are refused with their guidance', async () => {
    const refused = async (photo: Buffer) => {
      const outcome = await pool.run({photo, scene: scene('serum-after')});
      return outcome.ok ? 'made' : outcome.error;
    };
    assert.equal(await refused(real('skimage-clock-motion.png')), 'blurred');
    assert.equal(await refused(real('skimage-coins.png')), 'several');
    assert.equal(await refused(real('abo-bulbs-grid.jpg')), 'several');
    assert.equal(await refused(await sharp(real('abo-vitamins.jpg')).linear(0.18, 0).jpeg().toBuffer()), 'tooDark');
    // The jar's lower left quarter only: it runs out of the photo on its right and bottom.
    const jar = real('abo-vitamins.jpg');
    const {width, height} = await sharp(jar).metadata();
    assert.equal(
      await refused(
        await sharp(jar)
          .extract({left: 0, top: Math.round(height! * 0.45), width: Math.round(width! * 0.5), height: Math.round(height! * 0.55)})
          .jpeg()
          .toBuffer(),
      ),
      'cutOff',
    );
  });

  await t.test(
    'held-out real photos: a can cut straight by the frame, an arm holding a drone, a bag’s strap and rows of one bottle are refused; a lipstick keeps its cap; a bottle beside a globe cut by the frame is made',
    async () => {
      const held = (name: string) => readFileSync(path.join(root, 'tests', 'fixtures', 'preview-real', name));
      const outcome = async (photo: Buffer) => {
        const made = await pool.run({photo, scene: scene('lipstick')});
        return made.ok ? 'made' : made.error;
      };
      assert.equal(await outcome(held('43-deodorant-can-tilted.jpg')), 'cutOff');
      assert.equal(await outcome(held('54-hand-holding-drone.jpg')), 'hand');
      // The strap's end lies 3 pixels of the model's grid inside the photo's top edge: still a straight cut.
      assert.equal(await outcome(real('abo-bag-closeup.jpg')), 'cutOff');
      // The model picks one bottle of the rows; the same bottle stands beside it.
      assert.equal(await outcome(held('50-foundation-bottles-rows.jpg')), 'several');
      // The globe, larger than the bottle, runs out of the photo's left side: it is the room, and the bottle is the product.
      const bottle = await pool.run({photo: held('31-milk-bottle-shelf-globe.jpg'), scene: scene('lipstick')});
      assert.ok(bottle.ok && bottle.placement, JSON.stringify(bottle));
      assert.equal(bottle.facts?.room, 1);
      assert.ok(bottle.coverage < 0.2, `the bottle alone, not the globe: coverage ${bottle.coverage}`);
      const lipstick = await pool.run({photo: held('48-lipstick-studio.jpg'), scene: scene('lipstick')});
      assert.ok(lipstick.ok && lipstick.placement, JSON.stringify(lipstick));
      assert.equal(lipstick.facts?.parts, 2, 'the cap beside it is part of the product');
      assert.ok(Math.abs(lipstick.placement.lowest - lipstick.placement.footY) <= 3);
    },
  );

  await t.test('the product photo on white (service 1) stands on true white with a soft contact shadow under it', async () => {
    const made = await pool.run({photo: real('abo-bag.jpg'), scene: {data: WHITE_SCENE, file: ''}});
    assert.ok(made.ok && made.preview && made.placement, JSON.stringify(made));
    const p = made.placement;
    assert.ok(Math.abs(p.lowest - p.footY) <= 3, `lowest ${p.lowest}, contact line ${p.footY}`);
    assert.ok(p.left >= 0 && p.top >= 0 && p.left + p.width <= WHITE_SCENE.width && p.top + p.height <= WHITE_SCENE.height, 'inside the picture');
    // Away from the product (between the watermark's marks) the background is 255; under its base it is shaded.
    const {data, info} = await sharp(made.preview).greyscale().raw().toBuffer({resolveWithObject: true});
    const at = (x: number, y: number) => data[Math.round(y) * info.width + Math.round(x)]!;
    const rows = [5, 10, 15].map((y) => Math.max(...Array.from({length: 40}, (_, x) => at(x, y))));
    assert.ok(
      rows.some((v) => v >= 254),
      `top-left background ${rows.join(',')}`,
    );
    const under = at(p.left + p.width / 2, p.footY + 2);
    assert.ok(under < 245, `contact shadow ${under}`);
  });

  await t.test('a real product photo written as phones write it (EXIF rotation 6, a Samsung trailer after the end marker) is made upright', async () => {
    const samsung = readFileSync(path.join(root, 'tests', 'fixtures', 'real', 'samsung-trailer.jpg'));
    const trailer = samsung.subarray(64154); // after the primary image's FF D9 (manifest.json: jpegEnd)
    assert.equal(trailer.subarray(-4).toString('latin1'), 'SEFT');
    // Stored turned 90° anticlockwise with Orientation 6, as an iPhone or Galaxy stores a portrait shot.
    const stored = await sharp(real('abo-vitamins.jpg')).rotate(-90).withMetadata({orientation: 6}).jpeg({quality: 90}).toBuffer();
    const outcome = await pool.run({photo: Buffer.concat([stored, trailer]), scene: scene('cleanser-after')});
    assert.ok(outcome.ok && outcome.placement, JSON.stringify(outcome));
    // The jar is taller than wide: placed upright, not on its side.
    assert.ok(outcome.placement.height > outcome.placement.width, JSON.stringify(outcome.placement));
    assert.ok(Math.abs(outcome.placement.lowest - outcome.placement.footY) <= 3);
  });

  await t.test('every intact phone photo of tests/fixtures/real is read: made, or refused with guidance', async () => {
    // These are drawn pictures of soft blobs (tests/fixtures/real/README.md): they are read, and refused as blurred.

    for (const file of ['samsung-trailer.jpg', 'exif-orientation-3.jpg', 'exif-orientation-6.jpg', 'exif-orientation-8.jpg', 'mpf-multi-picture.jpg', 'progressive.jpg']) {
      const outcome = await pool.run({photo: readFileSync(path.join(root, 'tests', 'fixtures', 'real', file)), scene: scene('serum-after')});
      const guidance: readonly string[] = [...GUIDANCE_REFUSALS, 'notFound', 'fillsFrame'];
      assert.ok(outcome.ok || guidance.includes(outcome.error), `${file}: ${JSON.stringify(outcome)}`);
    }
  });
});
