/**
 * The instant preview in a template's own design (docs/preview.md), with the real model in a real
 * worker: the buyer's photo inside the design's photo slot (a food template's slot covered by the
 * photo; any other template's product cut out and standing on the slot's colour with its contact
 * shadow under it), and the design's own words and colours unchanged outside the slot.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {TEMPLATES} from '@/lib/catalog/templates';
import {slotRect} from '@/lib/preview/fit.mjs';
import {previewPool} from '@/lib/preview/pool';
import {designOf, designScene} from '@/lib/preview/scenes';
import {TEMPLATE_SLOTS} from '@/lib/preview/template-slots';

const root = process.cwd();
const photo = readFileSync(path.join(root, 'tests', 'fixtures', 'preview', 'bottle.jpg'));
const pool = previewPool({
  workers: 1,
  queue: 4,
  timeoutMs: 30_000,
  workerFile: path.join(root, 'lib', 'preview', 'worker.mjs'),
  model: path.join(root, 'lib', 'preview', 'model', 'u2netp.onnx'),
  sha256: '309c8469258dda742793dce0ebea8e6dd393174f89934733ecc8b14c76f4ddd8',
  siteName: 'AI Creative Studio',
});
test.after(() => pool.close());

const ids = Object.keys(TEMPLATE_SLOTS).map(Number);
const food = ids.find((id) => TEMPLATES.find((t) => t.id === id)?.category === 'food');
// A product design whose slot is light enough for a shadow to show on it.
const lightSlot = (id: number) => {
  const hex = designOf(`template:${id}`)!.page.slots[0]!.background;
  return [1, 3, 5].reduce((sum, i) => sum + parseInt(hex.slice(i, i + 2), 16), 0) / 3 > 120;
};
const product = ids.find((id) => TEMPLATES.find((t) => t.id === id)?.category !== 'food' && lightSlot(id));

/** The preview of the bottle photo in a template's design, decoded, with the design's layer and its first slot in layer pixels. */
async function preview(id: number) {
  const found = designOf(`template:${id}`)!;
  const scene = designScene(found);
  const layerFile = path.join(root, 'lib', 'preview', 'designs', found.slots.layer);
  const outcome = await pool.run({photo, scene: {data: scene, file: layerFile}});
  assert.ok(outcome.ok && outcome.preview, `template ${id}: ${outcome.ok ? 'no preview' : outcome.error}`);
  const image = await sharp(outcome.preview).raw().toBuffer({resolveWithObject: true});
  assert.deepEqual([image.info.width, image.info.height], [scene.width, scene.height]);
  const layer = await sharp(layerFile).ensureAlpha().raw().toBuffer();
  const slot = found.page.slots[0]!;
  return {image: image.data, W: scene.width, layer, rect: slotRect(slot, scene.design!.scale, scene.width, scene.height), slot, placement: outcome.placement};
}

const at = (data: Buffer, W: number, x: number, y: number, channels = 3) => [0, 1, 2].map((c) => data[(Math.round(y) * W + Math.round(x)) * channels + c]!);
const distance = (a: number[], b: readonly number[]) => Math.max(...a.map((v, c) => Math.abs(v - b[c]!)));
const luma = (c: number[]) => 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;

/** Outside the slot, where the layer is solid: the preview shows the design as drawn (its words, colours), within the watermark's and JPEG's change. */
function assertDesignOutside(p: Awaited<ReturnType<typeof preview>>) {
  const diffs: number[] = [];
  for (let i = 0; i < p.layer.length / 4; i += 7) {
    if (p.layer[i * 4 + 3] !== 255) continue;
    diffs.push(distance([p.image[i * 3]!, p.image[i * 3 + 1]!, p.image[i * 3 + 2]!], [p.layer[i * 4]!, p.layer[i * 4 + 1]!, p.layer[i * 4 + 2]!]));
  }
  diffs.sort((a, b) => a - b);
  assert.ok(diffs.length > 1000, 'the layer has a solid design around its slot');
  assert.ok(diffs[Math.floor(diffs.length / 2)]! <= 12, `median difference outside the slot ${diffs[Math.floor(diffs.length / 2)]}`);
}

test('a food template’s slot is covered by the buyer’s photo, the design around it unchanged', {skip: food === undefined}, async () => {
  const p = await preview(food!);
  // The photo's own colours fill the slot: its mean is the photo's (the bottle's table), not the design's panel.
  const {data: photoMean} = await sharp(photo).resize(1, 1, {fit: 'fill'}).raw().toBuffer({resolveWithObject: true});
  const {data: slotMean} = await sharp(p.image, {raw: {width: p.W, height: p.image.length / 3 / p.W, channels: 3}})
    .extract({left: p.rect.left + 20, top: p.rect.top + 20, width: p.rect.width - 40, height: p.rect.height - 40})
    .resize(1, 1, {fit: 'fill'})
    .raw()
    .toBuffer({resolveWithObject: true});
  assert.ok(distance([...slotMean], [...photoMean]) <= 30, `slot mean ${[...slotMean]} against the photo's ${[...photoMean]}`);
  // Covered to its edges: the slot's inner edge is the photo too, not the layer's colour.
  const edge = at(p.image, p.W, p.rect.left + 6, p.rect.top + p.rect.height / 2);
  assert.ok(distance(edge, [...photoMean]) <= 60, `slot edge ${edge}`);
  assertDesignOutside(p);
});

test('any other template’s product stands cut out on the slot’s colour, its contact shadow under it', {skip: product === undefined}, async () => {
  const p = await preview(product!);
  const background = [1, 3, 5].map((i) => parseInt(p.slot.background.slice(i, i + 2), 16));
  const place = p.placement!;
  assert.ok(place, 'where the product landed');
  // Inside the slot: its own colour beside the product (a little lighter or darker with the panel's light)...
  const side = at(p.image, p.W, p.rect.left + p.rect.width * 0.06, p.rect.top + p.rect.height * 0.5);
  assert.ok(distance(side, background) <= 24, `slot panel ${side} against ${background}`);
  // ...the product inside the slot, standing on its contact line...
  assert.ok(place.left >= p.rect.left && place.left + place.width <= p.rect.left + p.rect.width, 'the product within the slot');
  assert.ok(place.lowest > p.rect.top && place.lowest < p.rect.top + p.rect.height, 'its foot in the slot');
  assert.ok(Math.abs(place.lowest - place.footY) <= 3, `foot ${place.lowest} on the contact line ${place.footY}`);
  const centre = at(p.image, p.W, place.left + place.width / 2, place.top + place.height * 0.5);
  assert.ok(distance(centre, background) > 24, `the product ${centre} is not the panel`);
  // ...and the contact shadow just under its base, darker than the panel beside it on the same row.
  const under = at(p.image, p.W, place.left + place.width / 2, place.lowest + 2);
  const beside = at(p.image, p.W, p.rect.left + p.rect.width * 0.06, place.lowest + 2);
  assert.ok(luma(under) < luma(beside) - 10, `shadow ${under} against panel ${beside}`);
  assertDesignOutside(p);
});
