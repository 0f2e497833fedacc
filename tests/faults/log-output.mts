/**
 * Fault: the log's output is closed or full (lib/log/output.ts). The server's stdout (and stderr)
 * go to a pipe whose reader goes away, to a file at its size limit (RLIMIT_FSIZE: writes fail with
 * EFBIG), or to /dev/full (ENOSPC). Each time: every health request still answers within a bound
 * set by this server's own baseline, the process's CPU over a quiet window stays near idle, the
 * other stream says so once, and SIGTERM still ends it.
 */
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Readable} from 'node:stream';
import {check, cpuShare, figures, healthBaseline, startApp, stopApp, timed, type App} from './harness.mts';

/** Requests made after the fault (each writes a log line in json mode). */
const REQUESTS = 60;
/** Near idle: a server spinning on failed writes uses a whole core. */
const IDLE_SHARE = 0.25;
const QUIET_MS = 3_000;

async function underFault(name: string, app: App, baselineMs: number, shutdownMs: number): Promise<void> {
  const bound = Math.max(20 * baselineMs, 1_000);
  const answers = [];
  for (let i = 0; i < REQUESTS; i++) answers.push(await timed(`${app.base}/api/health`, {}, 5_000));
  const slowest = Math.max(...answers.map((a) => a.ms));
  const failed = answers.filter((a) => a.status !== 200).length;
  check(
    `${name}: ${REQUESTS} health requests all answer 200, the slowest in ${slowest} ms (bound ${bound} ms: 20 x its baseline ${baselineMs} ms, at least 1 s)`,
    failed === 0 && slowest <= bound,
    `${failed} failed: ${[...new Set(answers.map((a) => a.status))].join(', ')}; output:\n${app.output().slice(-1500)}`,
  );
  const share = await cpuShare(app.child.pid!, QUIET_MS);
  check(`${name}: CPU over ${QUIET_MS / 1000} s afterwards ${(share * 100).toFixed(1)}% of a core (at most ${IDLE_SHARE * 100}%)`, share <= IDLE_SHARE);
  const stopped = await stopApp(app, shutdownMs + 10_000);
  check(`${name}: SIGTERM ends it, exit 0 in ${stopped.ms} ms`, stopped.code === 0 && stopped.ms <= shutdownMs + 2_000, `exit ${stopped.code} after ${stopped.ms} ms`);
  figures.push(`log ${name}: ${failed} of ${REQUESTS} requests failed, slowest ${slowest} ms (baseline ${baselineMs} ms), CPU ${(share * 100).toFixed(1)}%, SIGTERM exit in ${stopped.ms} ms`);
}

export async function logOutputFaults(appDir: string, settings: Record<string, string>, work: string, shutdownMs: number): Promise<void> {
  // 1. stdout's reader goes away; stderr is still read (and is told).
  {
    const app = await startApp(appDir, settings);
    const baseline = await healthBaseline(app.base);
    (app.child.stdout as Readable).destroy();
    await underFault("stdout's pipe reader gone", app, baseline, shutdownMs);
    const notices = app
      .output()
      .split('\n')
      .filter((l) => l.includes('log: stdout cannot be written'));
    check('stdout closed: stderr says so once, with the reason (EPIPE)', notices.length === 1 && notices[0]!.includes('EPIPE'), notices.join('\n') || app.output().slice(-1500));
  }
  // 2. Both readers go away (the parent of `node serve.mjs 2>&1 | shipper` died).
  {
    const app = await startApp(appDir, settings);
    const baseline = await healthBaseline(app.base);
    (app.child.stdout as Readable).destroy();
    (app.child.stderr as Readable).destroy();
    await underFault('stdout and stderr readers gone', app, baseline, shutdownMs);
  }
  // 3. stdout to a file at its size limit: `ulimit -f` (1 KiB blocks), as a full disk for the log.
  {
    const file = path.join(work, 'limited.log');
    const limitKiB = 8;
    const app = await startApp(appDir, settings, {stdio: ['ignore', 'ignore', 'pipe'], wrap: [`ulimit -f ${limitKiB}; exec "$0" serve.mjs >"$1"`, file]});
    const baseline = await healthBaseline(app.base);
    await underFault(`stdout to a file at its ${limitKiB} KiB size limit`, app, baseline, shutdownMs);
    const size = statSync(file).size;
    const notices = app
      .output()
      .split('\n')
      .filter((l) => l.includes('log: stdout cannot be written'));
    check(
      `file at its limit: it holds ${size} bytes of whole lines up to the limit, and stderr says once why the rest is dropped (EFBIG)`,
      size <= limitKiB * 1024 &&
        notices.length === 1 &&
        notices[0]!.includes('EFBIG') &&
        readFileSync(file, 'utf8')
          .split('\n')
          .slice(0, -1)
          .every((l) => l.startsWith('{')),
      `${size} bytes; ${notices.join('\n') || app.output().slice(-1500)}`,
    );
  }
  // 4. stdout to a full disk (/dev/full: every write fails with ENOSPC).
  {
    const app = await startApp(appDir, settings, {stdio: ['ignore', 'ignore', 'pipe'], wrap: ['exec "$0" serve.mjs >/dev/full']});
    const baseline = await healthBaseline(app.base);
    await underFault('stdout on a full disk (/dev/full)', app, baseline, shutdownMs);
    const notices = app
      .output()
      .split('\n')
      .filter((l) => l.includes('log: stdout cannot be written'));
    check('full disk: stderr says so once (ENOSPC)', notices.length === 1 && notices[0]!.includes('ENOSPC'), notices.join('\n') || app.output().slice(-1500));
  }
}
