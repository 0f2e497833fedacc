/**
 * What the three Blender scripts share (npm run art:render, preview:scenes, preview:testset): the
 * wrap-around labels, handing shots to scripts/art/studio.py, and the post-processing.
 *
 * Debian's Blender has no denoiser, so each picture is rendered at SCALE times the size asked
 * (art:render asks for twice the page's size, its retina file), its sample noise taken out with a
 * 3x3 median (twice) and then scaled down (cleanRender). Blender runs under `nice -n 19`: the machine's
 * cores are shared with builds and tests.
 */
import {spawn} from 'node:child_process';
import {mkdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createInterface} from 'node:readline';
import sharp, {type Sharp} from 'sharp';

/**
 * A wrap-around label. `height` is its height in pixels for the 2000 of its circumference (the
 * label's height over the bottle's circumference times 2000, so that the print is not stretched);
 * `small` are the lines of fine print under the title and line (volume, ingredients), as on a real label.
 */
export interface Label {
  background: string;
  ink: string;
  title: string;
  line: string;
  serif: boolean;
  height?: number;
  small?: string[];
  /** how wide the title may be, in the 2000 of the circumference (default 470; before `scale`) */
  titleWidth?: number;
  /** the print's size, 1 by default: a tall bottle framed from further away needs larger print to stay readable */
  scale?: number;
}
export interface Shot {
  name: string;
  look?: string;
  clutter?: boolean;
  size?: [number, number];
  colors?: Record<string, unknown>;
  [key: string]: unknown;
}

/** How much larger than the size asked a picture is rendered (the median and the downscale take the grain out). */
export const SCALE = 1.25;

const root = process.cwd();
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The shop's labels (scripts/art/shots.json), which every scene may put on its product. */
export function shopLabels(): Record<string, Label> {
  return (JSON.parse(readFileSync(path.join(root, 'scripts/art/shots.json'), 'utf8')) as {labels: Record<string, Label>}).labels;
}

/**
 * Each label as a wrap-around PNG in `dir`, 4000 wide (twice the 2000 its `height` counts in, for
 * fine print that stays sharp in a retina render): its front (three quarters of the way round)
 * faces the camera. Resolves to name -> file.
 */
export async function drawLabels(labels: Record<string, Label>, dir: string): Promise<Record<string, string>> {
  mkdirSync(dir, {recursive: true});
  const files: Record<string, string> = {};
  for (const [name, label] of Object.entries(labels)) {
    const font = label.serif ? 'DejaVu Serif' : 'Liberation Sans';
    const h = label.height ?? 400;
    // the print is laid out on a label `scale` times smaller, then drawn `scale` times larger round the front's centre
    const k = label.scale ?? 1;
    const hv = h / k;
    // the title as large as fits the front (about 45 of the 2000), the rest in proportion
    const titleSize = Math.min(64, (label.titleWidth ?? 470) / (label.title.length * 0.72 + 0.4));
    const small = label.small ?? [];
    const lines = Math.max(0, Math.min(small.length, Math.floor((hv - 120 - titleSize - 40) / 24)));
    const block = titleSize + 44 + lines * 24;
    const top = Math.max(46, (hv - block) / 2 + titleSize * 0.8);
    const fine = small
      .slice(0, lines)
      .map(
        (text, i) =>
          `<text x="1500" y="${top + 56 + i * 24}" font-family="Liberation Sans" font-size="${i === 0 ? 17 : 14}" letter-spacing="${i === 0 ? 2.5 : 0.6}" text-anchor="middle" fill="${label.ink}" opacity="${i === 0 ? 0.85 : 0.72}">${escape(text)}</text>`,
      )
      .join('\n  ');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="${2 * h}" viewBox="0 0 2000 ${h}">
  <rect width="2000" height="${h}" fill="${label.background}"/>
  <rect x="1300" y="${Math.min(34, h * 0.1)}" width="400" height="1.5" fill="${label.ink}" opacity="0.5"/>
  <g transform="translate(1500 0) scale(${k}) translate(-1500 0)">
  <text x="1500" y="${top}" font-family="${font}" font-size="${titleSize.toFixed(1)}" letter-spacing="${(titleSize / 7).toFixed(1)}" text-anchor="middle" fill="${label.ink}">${escape(label.title)}</text>
  <text x="1500" y="${top + 30}" font-family="Liberation Sans" font-size="19" letter-spacing="4" text-anchor="middle" fill="${label.ink}" opacity="0.85">${escape(label.line)}</text>
  ${fine}
  </g>
  <rect x="1300" y="${h - Math.min(34, h * 0.1)}" width="400" height="1.5" fill="${label.ink}" opacity="0.5"/>
</svg>`;
    const file = path.join(dir, `${name}.png`);
    await sharp(Buffer.from(svg)).png().toFile(file);
    files[name] = file;
  }
  return files;
}

/** The shot as studio.py takes it: its label named by file, its size SCALE times the picture's times `factor` (2: its retina file). */
export function forBlender(shot: Shot, labelFiles: Record<string, string>, defaultSize: [number, number], factor = 1): Shot {
  const [w, h] = shot.size ?? defaultSize;
  const colors = {...(shot.colors ?? {})};
  if (typeof colors.labelImage === 'string') colors.labelImage = labelFiles[colors.labelImage];
  const scale = factor * (typeof shot.scale === 'number' ? shot.scale : SCALE);
  return {...shot, colors, size: [Math.round(w * scale), Math.round(h * scale)]};
}

/** Runs studio.py over the shots in `shotsFile`, echoing its progress; resolves to each shot's render time in seconds. */
export function renderShots(shotsFile: string, renderDir: string): Promise<Map<string, number>> {
  mkdirSync(renderDir, {recursive: true});
  return new Promise((resolve, reject) => {
    const times = new Map<string, number>();
    const tail: string[] = [];
    const child = spawn('nice', ['-n', '19', 'blender', '-b', '--factory-startup', '-P', path.join(root, 'scripts/art/studio.py'), '--', shotsFile, renderDir], {stdio: ['ignore', 'pipe', 'inherit']});
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

/** A render median-cleaned at its own size (a `size` x `size` median, twice), then scaled to w x h. */
export async function cleanRender(input: Sharp, w: number, h: number, size = 3): Promise<Sharp> {
  // sharp resizes before other operations: the medians run on the full render first, each in its own pass
  const once = await input.median(size).png().toBuffer();
  const cleaned = await sharp(once).median(size).png().toBuffer();
  return sharp(cleaned).resize(w, h, {kernel: 'lanczos3'});
}

/** A phone's snapshot: flatter, a little washed out, a warm cast from the room's bulbs, over-sharpened. */
export function snapshotLook(picture: Sharp): Sharp {
  return picture.linear([0.9, 0.88, 0.8], [16, 14, 10]).modulate({saturation: 0.82}).sharpen({sigma: 1.2, m1: 1.5, m2: 3});
}

/**
 * A white-background picture on true white: the product (where its mask, a "maskOnly" render of the
 * same shot, covers it) over 255, 255, 255 and a soft contact shadow drawn under its foot, so the
 * backdrop's pixels are exactly white however the sweep was lit. `picture` and `mask` are the same size.
 */
export async function onWhite(picture: Sharp, mask: Sharp): Promise<Sharp> {
  const {data, info} = await picture.removeAlpha().raw().toBuffer({resolveWithObject: true});
  const {width, height} = info;
  const alpha = (await mask.ensureAlpha().extractChannel(3).resize(width, height).raw().toBuffer()) as Buffer;
  // the foot: the product's lowest rows, and how far they spread
  let bottom = 0;
  for (let p = 0; p < width * height; p++) if (alpha[p]! > 128) bottom = Math.floor(p / width);
  let left = width;
  let right = 0;
  for (let y = Math.max(0, bottom - Math.round(height * 0.02)); y <= bottom; y++) {
    for (let x = 0; x < width; x++) {
      if (alpha[y * width + x]! > 128) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  }
  const cx = (left + right) / 2;
  const rx = Math.max(4, (right - left) / 2) * 1.25;
  const ry = rx * 0.16;
  for (let p = 0; p < width * height; p++) {
    const x = p % width;
    const y = Math.floor(p / width);
    const dx = (x - cx) / rx;
    const dy = (y - bottom + ry * 0.35) / ry;
    const shade = 0.42 * Math.exp(-(dx * dx + dy * dy) * 1.6) + 0.18 * Math.exp(-(dx * dx * 0.35 + dy * dy * 0.3));
    const ground = Math.round(255 * (1 - shade));
    const a = alpha[p]! / 255;
    for (let c = p * 3; c < p * 3 + 3; c++) data[c] = Math.round(data[c]! * a + ground * (1 - a));
  }
  return sharp(data, {raw: {width, height, channels: 3}});
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
