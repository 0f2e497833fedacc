/**
 * Every template and the product-photo services have a scene for the instant preview, with its
 * rendered file and where its product stood inside the picture; nothing else offers one.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {SERVICES} from '@/lib/catalog/catalog';
import {TEMPLATE_IDS} from '@/lib/catalog/templates';
import {SCENE_FILES} from '@/lib/preview/scene-files';
import {PREVIEW_SERVICE_IDS, hasPreview, sceneOf} from '@/lib/preview/scenes';

test('each template and services 1-4 have a scene whose file exists and whose product stands inside it', () => {
  const targets = [...TEMPLATE_IDS.map((id) => `template:${id}`), ...PREVIEW_SERVICE_IDS.map((id) => `service:${id}`)];
  for (const target of targets) {
    const name = sceneOf(target);
    expect(name).toBeDefined();
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
