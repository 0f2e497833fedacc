/**
 * Where an instant preview is made (docs/preview.md): every template, and the product-photo services
 * (1-3 product photography, 4 food photography). Each has a scene: a Blender render of its set with
 * the product taken out, and where that product stood (scripts/art/scenes.json, written by
 * `npm run preview:scenes` into lib/preview/scenes/ and ./scene-files). Client-safe data.
 */
import {TEMPLATE_IDS} from '@/lib/catalog/templates';
import {SCENE_FILES} from './scene-files';

/** The product-photo services that offer a preview. */
export const PREVIEW_SERVICE_IDS = [1, 2, 3, 4] as const;

/** Templates whose default photograph is a rendered set: the preview uses that set. */
const TEMPLATE_SCENES: Readonly<Record<number, string>> = {
  3: 'coffee-after',
  6: 'macarons',
  10: 'noir',
  12: 'mint',
  13: 'cleanser-after',
  14: 'perfume-after',
  15: 'lipstick',
  20: 'ring',
  24: 'candle',
  25: 'petbowl',
  26: 'stationery',
  27: 'wine',
};

const SERVICE_SCENES: Readonly<Record<number, string>> = {1: 'serum-after', 2: 'perfume-after', 3: 'cleanser-after', 4: 'coffee-after'};

export type PreviewTarget = `template:${number}` | `service:${number}`;

/** The scene's name for a target ("template:3", "service:1"), or undefined when it has none. */
export function sceneOf(target: string): string | undefined {
  const match = /^(template|service):(\d{1,3})$/.exec(target);
  if (!match) return undefined;
  const id = Number(match[2]);
  const name = match[1] === 'template' ? ((TEMPLATE_IDS as readonly number[]).includes(id) ? (TEMPLATE_SCENES[id] ?? `template-${id}`) : undefined) : SERVICE_SCENES[id];
  return name && SCENE_FILES[name] ? name : undefined;
}

/** Whether a target offers the preview. */
export function hasPreview(target: string): target is PreviewTarget {
  return sceneOf(target) !== undefined;
}
