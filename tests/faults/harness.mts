/**
 * What the fault-injection suite (tests/faults/run.mts) starts and measures: TAP-style checks, a
 * private PostgreSQL cluster it can restart, the standalone server with its output wherever a fault
 * needs it, the CPU time a process used (/proc/<pid>/stat), and timed requests. Everything listens
 * on 127.0.0.1; every wait is bounded.
 */
import {spawn, spawnSync, type ChildProcess, type StdioOptions} from 'node:child_process';
import {once} from 'node:events';
import {chownSync, existsSync, mkdirSync, readFileSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';
import {childProcessEnv} from '../../lib/env';
import {waitForHealth} from '../../scripts/wait-for-health.mts';

// ---- checks ----
export const tally = {passed: 0, failed: 0, number: 0};
/** Figures for docs/operations.md, printed at the end. */
export const figures: string[] = [];

export function check(name: string, ok: boolean, detail = ''): boolean {
  tally.number++;
  if (ok) tally.passed++;
  else tally.failed++;
  console.log(`${ok ? 'ok' : 'not ok'} ${tally.number} - ${name}${!ok && detail ? `\n  # ${detail.split('\n').join('\n  # ')}` : ''}`);
  return ok;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = server.address() as {port: number};
  server.close();
  await once(server, 'close');
  return port;
}

// ---- a private PostgreSQL cluster ----
const PG_BIN = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'].find((dir) => existsSync(path.join(dir, 'initdb')));
const isRoot = process.getuid?.() === 0;

export interface Postgres {
  url: string;
  /** `pg_ctl stop -m fast` (every connection ended), resolved when it is down. */
  stop(): Promise<void>;
  /** `pg_ctl start`, resolved when it accepts connections. */
  start(): Promise<void>;
}

/** What PostgreSQL's tools run as: initdb refuses root, so root runs them as the postgres user. */
function pgRun(args: string[]) {
  const [tool, ...rest] = args;
  const command = path.join(PG_BIN!, tool!);
  return isRoot ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...rest], {encoding: 'utf8'}) : spawnSync(command, rest, {encoding: 'utf8'});
}

/** The same without blocking this process (its clients keep asking while PostgreSQL stops and starts). */
async function pgRunAsync(args: string[]): Promise<{status: number | null; output: string}> {
  const [tool, ...rest] = args;
  const command = path.join(PG_BIN!, tool!);
  const child = isRoot ? spawn('runuser', ['-u', 'postgres', '--', command, ...rest]) : spawn(command, rest);
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [status] = (await once(child, 'exit')) as [number | null];
  return {status, output};
}

/** Whether a private cluster can be made here (PostgreSQL's server binaries, and the postgres user when root). */
export function postgresMissing(): string | undefined {
  if (!PG_BIN) return 'PostgreSQL server binaries (/usr/lib/postgresql/<version>/bin)';
  if (isRoot && spawnSync('id', ['postgres']).status !== 0) return 'a postgres user';
  return undefined;
}

export async function startPostgres(dir: string): Promise<Postgres> {
  mkdirSync(dir, {recursive: true});
  if (isRoot) {
    const {uid, gid} = {uid: Number(spawnSync('id', ['-u', 'postgres'], {encoding: 'utf8'}).stdout), gid: Number(spawnSync('id', ['-g', 'postgres'], {encoding: 'utf8'}).stdout)};
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const init = pgRun(['initdb', '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const ctl = async (...args: string[]) => {
    const run = await pgRunAsync(['pg_ctl', '-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '30', ...args]);
    if (run.status !== 0) throw new Error(`pg_ctl ${args.join(' ')} failed: ${run.output}`);
  };
  await ctl('start');
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop: () => ctl('stop', '-m', 'fast'),
    start: () => ctl('start'),
  };
}

export const withDatabase = (url: string, database: string) => Object.assign(new URL(url), {pathname: `/${database}`}).toString();

// ---- the standalone server ----
export interface App {
  child: ChildProcess;
  base: string;
  port: number;
  exited: Promise<number | string>;
  /** What it wrote on the streams this harness reads. */
  output: () => string;
}

/**
 * Starts `node serve.mjs` in `app` with only these settings (and PATH, HOME). `stdio` decides where
 * its stdout and stderr go ('pipe': read by this harness); `wrap` runs it through `bash -c script args…`
 * (for ulimit and redirections: `exec "$0" serve.mjs` starts it, $0 being node).
 */
export async function startApp(
  app: string,
  settings: Record<string, string>,
  {stdio = ['ignore', 'pipe', 'pipe'], wrap, port: fixedPort}: {stdio?: StdioOptions; wrap?: string[]; port?: number} = {},
): Promise<App> {
  const port = fixedPort ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const {PATH = '/usr/bin:/bin', HOME = '/tmp'} = childProcessEnv();
  const env = {PATH, HOME, PORT: String(port), APP_URL: base, BIND_ADDRESS: '127.0.0.1', ...settings} as Record<string, string> as NodeJS.ProcessEnv;
  const child: ChildProcess = wrap ? spawn('bash', ['-c', wrap[0]!, process.execPath, ...wrap.slice(1)], {cwd: app, env, stdio}) : spawn(process.execPath, ['serve.mjs'], {cwd: app, env, stdio});
  let text = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (text = (text + chunk.toString()).slice(-20_000)));
  const exited = once(child, 'exit').then(([code, signal]) => (code as number | null) ?? String(signal));
  let gone = false;
  void exited.then(() => (gone = true));
  if (!(await waitForHealth(base, {timeoutMs: 120_000, stop: () => gone}))) {
    child.kill('SIGKILL');
    throw new Error(`the server did not answer on ${base}:\n${text.slice(-3000)}`);
  }
  return {child, base, port, exited, output: () => text};
}

/** SIGTERM, then how long it took to exit (ms) and how; SIGKILL after `boundMs`. */
export async function stopApp(app: App, boundMs = 20_000): Promise<{ms: number; code: number | string}> {
  const started = Date.now();
  if (app.child.exitCode !== null || app.child.signalCode !== null) return {ms: 0, code: await app.exited};
  app.child.kill('SIGTERM');
  const code = await Promise.race([app.exited, sleep(boundMs).then(() => 'still running')]);
  if (code === 'still running') {
    app.child.kill('SIGKILL');
    await app.exited;
  }
  return {ms: Date.now() - started, code};
}

// ---- measuring ----
/** The CPU time (user + system, in seconds) a process has used so far (Linux /proc). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, utime 14 and stime 15 (proc(5)), in clock ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The share of one core a process used over `ms` (while this process only waits). */
export async function cpuShare(pid: number, ms: number): Promise<number> {
  const before = cpuSeconds(pid);
  await sleep(ms);
  return (cpuSeconds(pid) - before) / (ms / 1000);
}

/** One request with a deadline: its status (or the error's name) and how long it took. */
export async function timed(url: string, init: RequestInit = {}, timeoutMs = 5_000): Promise<{status: number | string; ms: number; body: string; headers?: Headers}> {
  const started = Date.now();
  try {
    const answer = await fetch(url, {...init, signal: AbortSignal.timeout(timeoutMs)});
    const body = await answer.text();
    return {status: answer.status, ms: Date.now() - started, body, headers: answer.headers};
  } catch (error) {
    return {status: (error as Error).name === 'TimeoutError' ? 'timeout' : ((error as {cause?: {code?: string}}).cause?.code ?? (error as Error).name), ms: Date.now() - started, body: ''};
  }
}

/** The median time of `n` health answers, sequentially: the baseline the fault's answers are held to. */
export async function healthBaseline(base: string, n = 10): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) times.push((await timed(`${base}/api/health`)).ms);
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)]!;
}
