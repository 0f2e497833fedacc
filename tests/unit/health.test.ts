import {checkReadiness, liveness, runProbe} from '@/lib/health/check';
import {isShuttingDown} from '@/lib/http/shutdown';
import pkg from '@/package.json';

const never = () => new Promise<never>(() => {});

test('liveness: 200 with the status and version, whatever the dependencies', () => {
  expect(liveness()).toEqual({status: 200, body: {status: 'ok', version: pkg.version}});
});

test('readiness: every check up is 200', async () => {
  const ready = await checkReadiness({database: async () => 1, redis: async () => 'PONG', storage: async () => undefined});
  expect(ready).toEqual({status: 200, body: {status: 'ready', version: pkg.version, checks: {database: 'up', redis: 'up', storage: 'up'}, down: []}});
});

test('readiness: a failing or hanging check is 503 and named; the others are still reported', async () => {
  const ready = await checkReadiness(
    {
      database: async () => 1,
      redis: never,
      storage: () => {
        throw new Error('read-only file system');
      },
    },
    {timeoutMs: 200},
  );
  expect(ready.status).toBe(503);
  expect(ready.body).toEqual({status: 'not ready', version: pkg.version, checks: {database: 'up', redis: 'timeout', storage: 'down'}, down: ['redis', 'storage']});
});

test('readiness: the checks run side by side, three hanging checks take one deadline, not one each', async () => {
  // Jest's clock instead of the machine's: the answer is there once one deadline has passed (checks
  // one after another would need three), however loaded the machine is.
  jest.useFakeTimers();
  try {
    let answer: Awaited<ReturnType<typeof checkReadiness>> | undefined;
    void checkReadiness({database: never, redis: never, storage: never}, {timeoutMs: 200}).then((ready) => (answer = ready));
    await jest.advanceTimersByTimeAsync(199);
    expect(answer).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(answer?.body.checks).toEqual({database: 'timeout', redis: 'timeout', storage: 'timeout'});
  } finally {
    jest.useRealTimers();
  }
});

test('readiness: while shutting down, 503 at once without asking anything', async () => {
  const probe = jest.fn(async () => 1);
  const ready = await checkReadiness({database: probe}, {stopping: true});
  expect(ready).toEqual({status: 503, body: {status: 'stopping', version: pkg.version, checks: {}, down: []}});
  expect(probe).not.toHaveBeenCalled();
});

test('a probe that settles after its deadline does not change the answer', async () => {
  let finish: () => void = () => {};
  const late = () => new Promise<void>((resolve) => (finish = resolve));
  expect(await runProbe(late, 50)).toBe('timeout');
  finish();
  expect(await runProbe(async () => undefined, 50)).toBe('up');
});

test('nothing is shutting down until the server says so', () => {
  expect(isShuttingDown()).toBe(false);
});
