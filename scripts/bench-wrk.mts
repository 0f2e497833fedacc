/**
 * One wrk run (C, one thread, 10 connections by default), parsed: requests per second, p50/p99,
 * failures, and the CPU time wrk itself used (so a run on a shared core can say what the load
 * generator took). Used by `npm run bench` (scripts/bench.mts, scripts/bench-instances.mts).
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

export const wrkBin = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p));

export interface WrkResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU seconds (user + system) wrk used during the measured run. */
  wrkCpuSeconds: number;
}

export interface WrkOptions {
  headers?: Record<string, string>;
  connections?: number;
  seconds: number;
  /** A Lua script (a POST body, say). */
  script?: string;
  /** `taskset -c` core list for wrk; unset: wherever the system puts it. */
  cores?: string;
}

export function runWrk(url: string, {headers = {}, connections = 10, seconds, script, cores}: WrkOptions): WrkResult {
  if (!wrkBin) throw new Error('wrk is not installed: apt-get install -y wrk');
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...(script ? ['-s', script] : []), ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  const command = cores ? ['taskset', '-c', cores, wrkBin, ...args] : [wrkBin, ...args];
  // bash's `times` prints the children's CPU time on its second line.
  const run = spawnSync('bash', ['-c', '"$@"; times >&2', 'wrk', ...command], {encoding: 'utf8'});
  const out = run.stdout;
  const ms = (label: string) => {
    const m = out.match(new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`));
    return m ? Math.round(Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1) * 10) / 10 : NaN;
  };
  const seconds_ = (s: string) => {
    const m = s.match(/(\d+)m([\d.]+)s/);
    return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
  };
  const times = run.stderr.trim().split('\n').at(-1) ?? '';
  const [user = '', system = ''] = times.split(/\s+/);
  return {
    requestsPerSecond: Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0)),
    p50: ms('50%'),
    p99: ms('99%'),
    errors: Number(out.match(/Socket errors:.*timeout (\d+)/)?.[1] ?? 0),
    non2xx: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
    wrkCpuSeconds: Math.round((seconds_(user) + seconds_(system)) * 100) / 100,
  };
}
