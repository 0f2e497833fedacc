/**
 * Fault: the embedded default's disk is full. `npm start` (scripts/start.mts) with no DATABASE_URL
 * keeps its database under DATA_DIR/pglite; here DATA_DIR is on a 160 MB tmpfs mounted for this
 * test. Once the shop has started there (and stopped), the disk is filled with one file: `npm start`
 * must then refuse in one line naming the folder, exit non-zero, and leave every file of the folder
 * byte-identical. With the file removed, it starts and serves as before. Needs root (mount); skipped
 * elsewhere outside CI.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {createHash} from 'node:crypto';
import {once} from 'node:events';
import {closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statfsSync, statSync, writeSync} from 'node:fs';
import path from 'node:path';
import {childProcessEnv, env} from '../../lib/env';
import {waitForHealth} from '../../scripts/wait-for-health.mts';
import {check, figures, freePort, sleep} from './harness.mts';

const {PATH = '/usr/bin:/bin', HOME = '/tmp'} = childProcessEnv();

/** Every file under `dir`, with its size and sha256. */
function fingerprint(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, {withFileTypes: true})) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.set(path.relative(dir, full), `${statSync(full).size}:${createHash('sha256').update(readFileSync(full)).digest('hex')}`);
    }
  };
  walk(dir);
  return out;
}

const same = (a: Map<string, string>, b: Map<string, string>) => a.size === b.size && [...a].every(([file, print]) => b.get(file) === print);

interface Started {
  child: ChildProcess;
  exited: Promise<number | string>;
  output: () => string;
  base: string;
}

function npmStart(root: string, dataDir: string, port: number): Started {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'start.mts')], {
    cwd: root,
    env: {PATH, HOME, PORT: String(port), APP_URL: base, BIND_ADDRESS: '127.0.0.1', DATA_DIR: dataDir, ALLOW_DEMO_PAYMENTS: 'true'} as Record<string, string> as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (text = (text + chunk.toString()).slice(-20_000)));
  const exited = once(child, 'exit').then(([code, signal]) => (code as number | null) ?? String(signal));
  return {child, exited, output: () => text, base};
}

async function serving(started: Started, timeoutMs: number): Promise<boolean> {
  let gone = false;
  void started.exited.then(() => (gone = true));
  return waitForHealth(started.base, {timeoutMs, stop: () => gone});
}

async function stop(started: Started): Promise<void> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return;
  started.child.kill('SIGTERM');
  if ((await Promise.race([started.exited, sleep(30_000).then(() => 'still running')])) === 'still running') {
    started.child.kill('SIGKILL');
    await started.exited;
  }
}

export async function diskFullFaults(root: string, work: string): Promise<void> {
  const disk = path.join(work, 'disk');
  mkdirSync(disk, {recursive: true});
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', disk], {encoding: 'utf8'});
  if (mounted.status !== 0) {
    check(`disk full: needs a tmpfs mount (${(mounted.stderr || mounted.error?.message || '').trim().split('\n')[0]})${env.CI ? '' : ' # SKIP'}`, !env.CI);
    return;
  }
  const dataDir = path.join(disk, 'data');
  const folder = path.join(dataDir, 'pglite');
  try {
    const port = await freePort();
    let started = Date.now();
    const first = npmStart(root, dataDir, port);
    const firstUp = await serving(first, 300_000);
    const firstMs = Date.now() - started;
    await stop(first);
    if (!check(`disk full: npm start serves from a fresh DATA_DIR on the tmpfs first (${firstMs} ms)`, firstUp, first.output().slice(-3000))) return;

    // Filled to within 16 MB of full (less than the 64 MB the embedded database is started with).
    const {bavail, bsize} = statfsSync(disk);
    const fill = path.join(disk, 'fill');
    const fd = openSync(fill, 'w');
    const chunk = Buffer.alloc(4 * 1024 * 1024);
    let left = bavail * bsize - 16 * 1024 * 1024;
    try {
      while (left > 0) left -= writeSync(fd, chunk, 0, Math.min(chunk.length, left));
    } finally {
      closeSync(fd);
    }
    const freeMb = Math.round((statfsSync(disk).bavail * bsize) / (1024 * 1024));
    const before = fingerprint(folder);
    started = Date.now();
    const full = npmStart(root, dataDir, port);
    const code = await Promise.race([full.exited, sleep(60_000).then(() => 'still running')]);
    const refusedMs = Date.now() - started;
    await stop(full);
    const lines = full
      .output()
      .split('\n')
      .filter((line) => line.includes(folder));
    check(
      `disk full (${freeMb} MB free): npm start exits ${code} in ${refusedMs} ms, saying so in one line naming ${folder}`,
      typeof code === 'number' && code !== 0 && lines.length === 1 && /free/.test(lines[0]!),
      full.output().slice(-3000),
    );
    const after = fingerprint(folder);
    check(`disk full: the database folder's ${after.size} files are byte-identical after the refusal`, before.size > 0 && same(before, after));

    rmSync(fill);
    started = Date.now();
    const again = npmStart(root, dataDir, port);
    const againUp = await serving(again, 300_000);
    const againMs = Date.now() - started;
    const page = againUp
      ? await fetch(`${again.base}/us`).then(
          (r) => r.status,
          () => 0,
        )
      : 0;
    await stop(again);
    check(`disk full, then freed: npm start serves again in ${againMs} ms (/us ${page})`, againUp && page === 200, again.output().slice(-3000));
    figures.push(
      `Disk full under DATA_DIR/pglite (${freeMb} MB free): npm start refused in ${refusedMs} ms (exit ${code}), ${after.size} database files unchanged; serving again ${againMs} ms after space returned (first start ${firstMs} ms)`,
    );
  } finally {
    const unmounted = spawnSync('umount', [disk]);
    if (unmounted.status !== 0) spawnSync('umount', ['-l', disk]);
  }
}
