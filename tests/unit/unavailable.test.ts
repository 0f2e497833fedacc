import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createTranslator} from 'next-intl';
import {isDatabaseUnavailable} from '@/lib/db/errors';
import {guarded, UNAVAILABLE_RETRY_S} from '@/lib/http/api';
import {LimitsUnavailableError, redisCounter} from '@/lib/rate-limit';

jest.mock('next-intl/server', () => ({
  getTranslations: async ({locale, namespace}: {locale: 'en'; namespace: string}) =>
    createTranslator({locale, messages: JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')), namespace: namespace as never}),
}));

const coded = (code: string, message = 'x') => Object.assign(new Error(message), {code});

describe('a database or the rate limits out of reach', () => {
  test.each([
    ['Prisma: not reachable', coded('P1001')],
    ['Prisma: the server closed the connection', coded('P1017')],
    ['Prisma: pool timeout', coded('P2024')],
    ['the driver adapter: DatabaseNotReachable', {name: 'DriverAdapterError', message: 'x', cause: {kind: 'DatabaseNotReachable'}}],
    ['PostgreSQL shutting down (57P01)', coded('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting up (57P03)', coded('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', coded('08006')],
    ['node-postgres: the connection ended', new Error('Connection terminated unexpectedly')],
    ['a refused socket, as a cause', new Error('query failed', {cause: coded('ECONNREFUSED')})],
    ['in Prisma meta', Object.assign(new Error('x'), {meta: {driverAdapterError: {cause: {kind: 'ConnectionClosed'}}}})],
    ['the rate limits', new LimitsUnavailableError(new Error('Connection is closed.'))],
  ])('%s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  test.each([
    ['a unique violation', coded('P2002')],
    ['a syntax error (42601)', coded('42601')],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
  ])('not: %s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(false));

  test('guarded answers it 503 with Retry-After and the caller’s language; anything else stays a 500', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const down = await guarded(() => Promise.reject(new Error('Connection terminated unexpectedly')), 'failed', 'ko');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_S));
    expect(((await down.json()) as {message: string}).message).toMatch(/[가-힣]/);
    const broken = await guarded(() => Promise.reject(new Error('boom')), 'failed', 'ko');
    expect(broken.status).toBe(500);
    error.mockRestore();
  });

  test('a rate-limit counter whose Redis refuses connections fails within its timeout, as LimitsUnavailableError', async () => {
    const timeoutMs = 500;
    // The baseline: a timer of the same length on this machine now; the counter may take twice it.
    const timerStarted = performance.now();
    await new Promise((resolve) => setTimeout(resolve, timeoutMs));
    const timerMs = performance.now() - timerStarted;
    const counter = redisCounter('redis://127.0.0.1:1/0', 'rl:', {timeoutMs});
    const started = performance.now();
    await expect(counter.hit('login-ip:203.0.113.1', 60_000)).rejects.toBeInstanceOf(LimitsUnavailableError);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(2 * timerMs);
    await counter.quit();
  });
});
