/**
 * How the buyer's photo fits a design's photo slot (lib/preview/fit.mjs): the crop that covers the
 * slot, as CSS's background-size: cover does, centred on the product; the slot's box in the layer;
 * where a cut-out stands in it; and that every template with a recorded design has a slot on its
 * preview page and a layer the size it says.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {coverCrop, slotRect, slotScene} from '@/lib/preview/fit.mjs';
import {designOf, designScene} from '@/lib/preview/scenes';
import {TEMPLATE_SLOTS} from '@/lib/preview/template-slots';
import {pickRender} from '@/lib/catalog/template-designs';
import {TEMPLATES} from '@/lib/catalog/templates';

describe('coverCrop', () => {
  it('takes the slot’s shape at the largest size the photo allows', () => {
    // A 4:3 landscape photo into a square slot: the full height, a square of it.
    expect(coverCrop(800, 600, 300, 300, [400, 300])).toEqual({left: 100, top: 0, width: 600, height: 600});
    // A portrait photo into a wide slot: the full width, a band of the slot's shape.
    expect(coverCrop(600, 800, 400, 200, [300, 400])).toEqual({left: 0, top: 250, width: 600, height: 300});
  });

  it('centres on the product and stops at the photo’s edges', () => {
    expect(coverCrop(800, 600, 300, 300, [700, 300]).left).toBe(200);
    expect(coverCrop(800, 600, 300, 300, [50, 300]).left).toBe(0);
    expect(coverCrop(800, 600, 300, 300, [420, 300]).left).toBe(120);
  });

  it('never crops outside the photo, whatever the slot', () => {
    for (const [dw, dh] of [
      [1, 1000],
      [1000, 1],
      [640, 800],
      [7, 7],
    ] as const) {
      const crop = coverCrop(768, 576, dw, dh, [0, 576]);
      expect(crop.left).toBeGreaterThanOrEqual(0);
      expect(crop.top).toBeGreaterThanOrEqual(0);
      expect(crop.left + crop.width).toBeLessThanOrEqual(768);
      expect(crop.top + crop.height).toBeLessThanOrEqual(576);
      // One side of the photo is used whole.
      expect(crop.width === 768 || crop.height === 576).toBe(true);
    }
  });
});

describe('slotRect and slotScene', () => {
  it('scales the page’s slot into the layer and keeps it inside', () => {
    expect(slotRect({x: 34, y: 66, width: 492, height: 437}, 1.5, 840, 1188)).toEqual({left: 51, top: 99, width: 738, height: 656});
    expect(slotRect({x: 500, y: 700, width: 100, height: 200}, 1.5, 840, 1188)).toEqual({left: 750, top: 1050, width: 90, height: 138});
  });

  it('stands a cut-out product centred on the slot’s own colour, its contact line low in the slot', () => {
    const scene = slotScene(600, 400, '#ead9bf');
    expect(scene.background).toEqual([0xea, 0xd9, 0xbf]);
    expect(scene.foot[0]).toBe(300);
    expect(scene.foot[1]).toBeGreaterThan(scene.box[1]);
    expect(scene.foot[1]).toBeLessThan(400);
    expect((scene.box[0] + scene.box[2]) / 2).toBe(300);
    expect(scene.white).toBe(true);
  });
});

describe('the designs’ slots', () => {
  const ids = Object.keys(TEMPLATE_SLOTS);

  it('are recorded for templates, each with a slot on its preview page and its layer', () => {
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const found = designOf(`template:${id}`);
      expect(found).toBeDefined();
      const layer = path.join(process.cwd(), 'lib', 'preview', 'designs', found!.slots.layer);
      expect(existsSync(layer)).toBe(true);
      const scene = designScene(found!);
      expect(scene.design!.scale * found!.page.width).toBeCloseTo(scene.width, 0);
      for (const slot of found!.page.slots) {
        expect(slot.x + slot.width).toBeLessThanOrEqual(found!.page.width + 0.5);
        expect(slot.y + slot.height).toBeLessThanOrEqual(found!.page.height + 0.5);
      }
    }
  });

  it('cover the photo into a food template’s slot and stand the product in the others', () => {
    for (const id of ids) {
      const category = TEMPLATES.find((t) => t.id === Number(id))?.category;
      expect(designOf(`template:${id}`)!.mode).toBe(category === 'food' ? 'cover' : 'product');
    }
    expect(designOf('service:1')).toBeUndefined();
  });

  it('are the render the page’s own pictures show: its language and its market’s currency', () => {
    for (const id of ids) {
      const renders = TEMPLATE_SLOTS[id]!;
      // A page's preview layer is the render its template pictures are (lib/catalog/template-designs pickRender).
      expect(designOf(`template:${id}`, 'us', 'en')!.slots).toBe(pickRender(renders, 'us', 'en'));
      expect(designOf(`template:${id}`, 'kr', 'ko')!.slots).toBe(pickRender(renders, 'kr', 'ko'));
      const priced = Object.keys(renders).some((key) => key.includes('-'));
      expect(designOf(`template:${id}`, 'us', 'en')!.slots.layer).toContain(priced ? '-en-USD-' : '-en-');
      expect(designOf(`template:${id}`, 'kr', 'ko')!.slots.layer).toContain(priced ? '-ko-KRW-' : '-ko-');
      expect(designOf(`template:${id}`, 'vn', 'vi')!.slots.layer).toContain(priced ? '-vi-VND-' : '-vi-');
    }
  });
});
