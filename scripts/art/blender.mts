/**
 * What the three Blender scripts share (npm run art:render, preview:scenes, preview:testset): the
 * wrap-around labels, handing shots to scripts/art/studio.py, and the post-processing.
 *
 * Debian's Blender has no denoiser, so each picture is rendered at SCALE times its size, its
 * sample noise taken out with a 3x3 median and then scaled down (cleanRender).
 */
import {spawn} from 'node:child_process';
import {mkdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createInterface} from 'node:readline';
import sharp, {type Sharp} from 'sharp';

export interface Label {
  background: string;
  ink: string;
  title: string;
  line: string;
  serif: boolean;
}
export interface Shot {
  name: string;
  look?: string;
  clutter?: boolean;
  size?: [number, number];
  colors?: Record<string, unknown>;
  [key: string]: unknown;
}

/** How much larger than its file a picture is rendered. */
export const SCALE = 1.25;

const root = process.cwd();
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The shop's labels (scripts/art/shots.json), which every scene may put on its product. */
export function shopLabels(): Record<string, Label> {
  return (JSON.parse(readFileSync(path.join(root, 'scripts/art/shots.json'), 'utf8')) as {labels: Record<string, Label>}).labels;
}

/** Each label as a wrap-around PNG in `dir`, 2000x400: its front (three quarters of the way round) faces the camera. Resolves to name -> file. */
export async function drawLabels(labels: Record<string, Label>, dir: string): Promise<Record<string, string>> {
  mkdirSync(dir, {recursive: true});
  const files: Record<string, string> = {};
  for (const [name, label] of Object.entries(labels)) {
    const font = label.serif ? 'DejaVu Serif' : 'Liberation Sans';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="400">
  <rect width="2000" height="400" fill="${label.background}"/>
  <rect x="1330" y="60" width="340" height="2" fill="${label.ink}" opacity="0.5"/>
  <text x="1500" y="200" font-family="${font}" font-size="64" letter-spacing="10" text-anchor="middle" fill="${label.ink}">${escape(label.title)}</text>
  <text x="1500" y="270" font-family="Liberation Sans" font-size="26" letter-spacing="5" text-anchor="middle" fill="${label.ink}" opacity="0.8">${escape(label.line)}</text>
  <rect x="1330" y="338" width="340" height="2" fill="${label.ink}" opacity="0.5"/>
</svg>`;
    const file = path.join(dir, `${name}.png`);
    await sharp(Buffer.from(svg)).png().toFile(file);
    files[name] = file;
  }
  return files;
}

/** The shot as studio.py takes it: its label named by file, its size SCALE times the picture's. */
export function forBlender(shot: Shot, labelFiles: Record<string, string>, defaultSize: [number, number]): Shot {
  const [w, h] = shot.size ?? defaultSize;
  const colors = {...(shot.colors ?? {})};
  if (typeof colors.labelImage === 'string') colors.labelImage = labelFiles[colors.labelImage];
  return {...shot, colors, size: [Math.round(w * SCALE), Math.round(h * SCALE)]};
}

/** Runs studio.py over the shots in `shotsFile`, echoing its progress; resolves to each shot's render time in seconds. */
export function renderShots(shotsFile: string, renderDir: string): Promise<Map<string, number>> {
  mkdirSync(renderDir, {recursive: true});
  return new Promise((resolve, reject) => {
    const times = new Map<string, number>();
    const tail: string[] = [];
    const child = spawn('blender', ['-b', '--factory-startup', '-P', path.join(root, 'scripts/art/studio.py'), '--', shotsFile, renderDir], {stdio: ['ignore', 'pipe', 'inherit']});
    createInterface({input: child.stdout}).on('line', (line) => {
      const done = /^rendered (\S+) in ([\d.]+) s$/.exec(line);
      if (done?.[1] && done[2]) {
        times.set(done[1], Number(done[2]));
        console.log(`${done[1]}: rendered in ${done[2]} s`);
      } else if (/Error|Traceback|^\s+File /.test(line)) {
        tail.push(line);
      }
    });
    child.on('error', (error) => reject(new Error(`blender failed (${error.message}); is it installed? apt-get install blender`)));
    child.on('close', (code) => (code === 0 ? resolve(times) : reject(new Error(`blender failed (exit ${code})\n${tail.join('\n')}`))));
  });
}

/** A render median-cleaned at its own size, then scaled down to w x h. */
export async function cleanRender(input: Sharp, w: number, h: number): Promise<Sharp> {
  // sharp resizes before other operations: the median runs on the full render first, in its own pass
  const cleaned = await input.median(3).png().toBuffer();
  return sharp(cleaned).resize(w, h, {kernel: 'lanczos3'});
}

/** A phone's snapshot: flatter, a little washed out and over-sharpened. */
export function snapshotLook(picture: Sharp): Sharp {
  return picture.linear(0.9, 14).modulate({saturation: 0.85}).sharpen({sigma: 1.2, m1: 1.5, m2: 3});
}

/** The entries of a generated manifest (`export const X = {...};`), to keep those not rendered this time; {} when there is none. */
export function readManifest<T>(file: string): Record<string, T> {
  try {
    const text = readFileSync(file, 'utf8');
    return JSON.parse(text.slice(text.indexOf('= {') + 2, text.lastIndexOf('}') + 1)) as Record<string, T>;
  } catch {
    return {};
  }
}
