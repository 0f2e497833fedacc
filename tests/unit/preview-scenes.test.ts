/**
 * Every template and the product-photo services have a scene for the instant preview, with its
 * rendered file and where its product stood inside the picture; nothing else offers one.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {SERVICES} from '@/lib/catalog/catalog';
import {TEMPLATE_IDS} from '@/lib/catalog/templates';
import {SCENE_FILES} from '@/lib/preview/scene-files';
import {PREVIEW_SERVICE_IDS, PRODUCT_KINDS, WHITE_SCENE, choosesKind, hasPreview, sceneKind, sceneOf} from '@/lib/preview/scenes';

test('each template and services 1-4 have a scene whose file exists and whose product stands inside it (service 1: on white)', () => {
  const targets = [...TEMPLATE_IDS.map((id) => `template:${id}`), ...PREVIEW_SERVICE_IDS.map((id) => `service:${id}`)];
  for (const target of targets) {
    const name = sceneOf(target);
    expect(name).toBeDefined();
    // The product photo on white has no render: its background is drawn (lib/preview/worker.mjs).
    if (name === 'white') {
      expect(target).toBe('service:1');
      expect(WHITE_SCENE.white).toBe(true);
      continue;
    }
    const scene = SCENE_FILES[name!]!;
    expect(existsSync(path.join(process.cwd(), 'lib', 'preview', 'scenes', scene.file))).toBe(true);
    const [x, y] = scene.foot;
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThan(scene.width);
    expect(y).toBeGreaterThan(scene.height * 0.3);
    expect(y).toBeLessThan(scene.height);
    expect(scene.box[3] - scene.box[1]).toBeGreaterThan(40);
    expect(Math.hypot(...scene.shadow)).toBeCloseTo(1, 2);
  }
});

test('other services, unknown or retired templates and malformed targets have none', () => {
  for (const service of SERVICES.filter((s) => !(PREVIEW_SERVICE_IDS as readonly number[]).includes(s.id))) expect(hasPreview(`service:${service.id}`)).toBe(false);
  for (const target of ['template:9', 'template:29', 'template:0', 'package:sns', 'template:3 ', 'template:03x', '', 'service:']) expect(hasPreview(target)).toBe(false);
});

test('the styled and premium product photos are set by the kind of product: food in a food scene, nothing else in one, each kind its own rendered set', () => {
  expect(PREVIEW_SERVICE_IDS.filter((id) => choosesKind(`service:${id}`))).toEqual([2, 3]);
  for (const target of ['service:2', 'service:3']) {
    const names = PRODUCT_KINDS.map((kind) => sceneOf(target, kind));
    for (const [i, kind] of PRODUCT_KINDS.entries()) {
      const name = names[i]!;
      expect(SCENE_FILES[name]).toBeDefined();
      if (kind === 'food') expect(sceneKind(name)).toBe('food');
      // A drink may stand at a café's table; cosmetics and fashion have sets of their own.
      else if (kind === 'drinks') expect(['drinks', 'food']).toContain(sceneKind(name));
      else if (kind === 'cosmetics' || kind === 'fashion') expect(sceneKind(name)).toBe(kind);
      else expect(sceneKind(name)).not.toBe('food');
    }
    // Six kinds, six different sets.
    expect(new Set(names).size).toBe(PRODUCT_KINDS.length);
    // Without a kind (an older page, the API alone), the service keeps its own scene.
    expect(sceneOf(target)).toBeDefined();
  }
  // Where the kind does not set the scene it is ignored: a template, the product on white, food photography.
  for (const target of ['template:3', 'service:1', 'service:4']) expect(sceneOf(target, 'cosmetics')).toBe(sceneOf(target));
});
