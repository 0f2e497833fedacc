/**
 * Readiness against real dependencies: the database kinds, the local uploads folder, S3 (s3rver),
 * and Redis (TEST_REDIS_URL) when set; each one down makes the answer 503 naming it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {once} from 'node:events';
import {tmpdir} from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import {env} from '@/lib/env';
import {createPrismaClient} from '@/lib/db/client';
import {checkReadiness, liveness} from '@/lib/health/check';
import {dependencyProbes, redisProbe} from '@/lib/health/probes';
import {storageProbe, type StorageSettings} from '@/lib/storage';
import pkg from '@/package.json';
import {databaseKinds} from './databases';

const local = (dataDir: string): StorageSettings => ({DATA_DIR: dataDir, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false});

test('liveness asks nothing outside the process', () => {
  assert.deepEqual(liveness(), {status: 200, body: {status: 'ok', version: pkg.version}});
});

for (const kind of databaseKinds) {
  test(`readiness: database and local storage up, Redis not configured (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db = createPrismaClient(database.target);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ready-'));
    t.after(async () => {
      await db.$disconnect();
      await database.drop();
      rmSync(dataDir, {recursive: true, force: true});
    });
    // Opened first, as the server's database is before its first readiness check: PGlite's start
    // (its WebAssembly and its folder) is not the probe's to time.
    await db.$queryRaw`SELECT 1`;
    const ready = await checkReadiness(dependencyProbes(db, local(dataDir)));
    assert.deepEqual(ready, {status: 200, body: {status: 'ready', version: pkg.version, checks: {database: 'up', storage: 'up'}, down: []}});
    // The uploads folder was made, and the check left nothing in it.
    assert.deepEqual(readdirSync(path.join(dataDir, 'uploads')), []);
    // Shutting down: 503 without asking anything.
    assert.deepEqual(await checkReadiness(dependencyProbes(db, local(dataDir)), {stopping: true}), {status: 503, body: {status: 'stopping', version: pkg.version, checks: {}, down: []}});
  });
}

test('readiness: a local uploads folder that cannot be written is down', async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ready-'));
  t.after(() => rmSync(dataDir, {recursive: true, force: true}));
  writeFileSync(path.join(dataDir, 'uploads'), 'a file where the folder should be');
  const ready = await checkReadiness({storage: storageProbe(local(dataDir))});
  assert.equal(ready.status, 503);
  assert.deepEqual(ready.body.checks, {storage: 'down'});
  assert.deepEqual(ready.body.down, ['storage']);
});

test('readiness: S3 up when the bucket answers HeadBucket, down for a missing bucket or a stopped server', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{name: 'uploads', configs: []}]});
  const {port} = (await server.run()) as unknown as {port: number};
  let running = true;
  t.after(async () => {
    if (running) await server.close();
    rmSync(dir, {recursive: true, force: true});
  });
  const s3 = (bucket: string): StorageSettings => ({
    DATA_DIR: '/nonexistent',
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: true,
  });
  assert.equal((await checkReadiness({storage: storageProbe(s3('uploads'))})).status, 200);
  const missing = await checkReadiness({storage: storageProbe(s3('no-such-bucket'))});
  assert.equal(missing.status, 503);
  assert.deepEqual(missing.body.down, ['storage']);
  await server.close();
  running = false;
  const stopped = await checkReadiness({storage: storageProbe(s3('uploads'))}, {timeoutMs: 5_000});
  assert.equal(stopped.status, 503);
  assert.deepEqual(stopped.body.down, ['storage']);
});

test('readiness: Redis that refuses connections is down, one that never answers times out', async (t) => {
  // A port nothing listens on: connection refused.
  const refusedStarted = performance.now();
  const refused = await checkReadiness({redis: redisProbe('redis://127.0.0.1:9')});
  const refusedMs = performance.now() - refusedStarted;
  assert.equal(refused.status, 503);
  assert.deepEqual(refused.body.checks, {redis: 'down'});

  // A server that accepts the connection and never says anything: the deadline decides.
  const silent = createServer(() => {});
  silent.listen(0, '127.0.0.1');
  await once(silent, 'listening');
  t.after(() => silent.close());
  const timeoutMs = 400;
  const timerStarted = performance.now();
  await new Promise((resolve) => setTimeout(resolve, timeoutMs));
  const timerMs = performance.now() - timerStarted;
  const started = performance.now();
  const hung = await checkReadiness({redis: redisProbe(`redis://127.0.0.1:${(silent.address() as {port: number}).port}`, timeoutMs)}, {timeoutMs});
  const hungMs = performance.now() - started;
  assert.equal(hung.status, 503);
  assert.deepEqual(hung.body.checks, {redis: 'timeout'});
  // Answered at the deadline: the baselines are a timer of the same length and the refused probe
  // above (the probe's own work without the wait), both measured just before on this machine.
  assert.ok(hungMs < 2 * timerMs + refusedMs, `timed out after ${Math.round(hungMs)} ms (a ${timeoutMs} ms timer: ${Math.round(timerMs)} ms; a refused probe: ${Math.round(refusedMs)} ms)`);
});

test('readiness: Redis (TEST_REDIS_URL) answers PING', {skip: env.TEST_REDIS_URL ? false : 'set TEST_REDIS_URL to run against Redis'}, async () => {
  const db = createPrismaClient({pgliteDir: 'memory://'});
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ready-'));
  try {
    // Started first, as the server's database is before its first readiness check: a new in-memory
    // PGlite creates its cluster on its first query, which took over the probe's 3 s on a busy CI machine.
    await db.$queryRaw`SELECT 1`;
    const ready = await checkReadiness(dependencyProbes(db, {...local(dataDir), REDIS_URL: env.TEST_REDIS_URL}));
    assert.deepEqual(ready.body.checks, {database: 'up', redis: 'up', storage: 'up'});
    assert.equal(ready.status, 200);
  } finally {
    await db.$disconnect();
    rmSync(dataDir, {recursive: true, force: true});
  }
});
