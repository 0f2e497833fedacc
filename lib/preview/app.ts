/**
 * The app's instant-preview pool (lib/preview/pool) and where its files are: the worker, the
 * U²-Netp model in ./model (its licence and origin beside it; checked against its sha256 before use) and the
 * scenes. Read by path at run time from the app's folder (the standalone build traces them in,
 * next.config.mjs).
 */
import 'server-only';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import type {CountryCode} from '@/lib/countries';
import {env} from '@/lib/env';
import type {Language} from '@/lib/i18n/languages';
import {site} from '@/lib/site';
import {inFlight} from './in-flight';
import {previewPool, type PreviewPool} from './pool';
import {SCENE_FILES} from './scene-files';
import {WHITE_SCENE, designOf, designScene} from './scenes';

/** lib/preview/model/u2netp.onnx: U²-Netp (Apache-2.0) as rembg converted it (model/README.md). */
export const MODEL_SHA256 = '309c8469258dda742793dce0ebea8e6dd393174f89934733ecc8b14c76f4ddd8';

export const previewFiles = {
  worker: () => path.join(process.cwd(), 'lib', 'preview', 'worker.mjs'),
  model: () => path.join(process.cwd(), 'lib', 'preview', 'model', 'u2netp.onnx'),
  scene: (name: string) => {
    if (name === 'white') return {data: WHITE_SCENE, file: ''};
    const file = SCENE_FILES[name];
    return file ? {data: file, file: path.join(process.cwd(), 'lib', 'preview', 'scenes', file.file)} : undefined;
  },
  /** A template's preview in its own design (./scenes' designOf), in the render the page's country and language show: the layer's path and the slots, as a scene for the worker. */
  design: (target: string, country?: CountryCode, lang?: Language) => {
    const found = designOf(target, country, lang);
    return found ? {data: designScene(found), file: path.join(process.cwd(), 'lib', 'preview', 'designs', found.slots.layer)} : undefined;
  },
};

let pool: PreviewPool | null = null;

/** This process's previews in flight per visitor and per address (./in-flight), beside its pool. */
export const previewsInFlight = inFlight();

/** One pool per server process, made on first use. */
export function previews(): PreviewPool {
  pool ??= previewPool({
    workers: env.PREVIEW_WORKERS ?? availableParallelism(),
    queue: env.PREVIEW_QUEUE,
    timeoutMs: env.PREVIEW_TIMEOUT_MS,
    workerFile: previewFiles.worker(),
    model: previewFiles.model(),
    sha256: MODEL_SHA256,
    siteName: site.name,
  });
  return pool;
}
