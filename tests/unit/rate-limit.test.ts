import {LIMITS, limiter, memoryCounter} from '@/lib/rate-limit';

test('login: the 6th try after 5 failures on an account is refused until the 15 minutes pass', async () => {
  let now = 0;
  const limits = limiter(memoryCounter(() => now));
  const limit = LIMITS.loginAccountFailures;
  for (let i = 0; i < 5; i++) {
    expect((await limits.blocked(limit, 'kim@cafe.kr')).blocked).toBe(false);
    await limits.fail(limit, 'kim@cafe.kr');
  }
  const blocked = await limits.blocked(limit, 'kim@cafe.kr');
  expect(blocked).toEqual({blocked: true, retryAfterS: 900});
  expect((await limits.blocked(limit, 'lee@cafe.kr')).blocked).toBe(false);
  now += 15 * 60_000;
  expect((await limits.blocked(limit, 'kim@cafe.kr')).blocked).toBe(false);
});

test('20 attempts per IP per minute, then 429 until the window ends; a success resets account failures', async () => {
  let now = 1_000;
  const limits = limiter(memoryCounter(() => now));
  for (let i = 0; i < 20; i++) expect((await limits.attempt(LIMITS.loginIp, '10.0.0.1')).allowed).toBe(true);
  const refused = await limits.attempt(LIMITS.loginIp, '10.0.0.1');
  expect(refused.allowed).toBe(false);
  expect(refused.retryAfterS).toBe(60);
  now += 30_000;
  expect((await limits.attempt(LIMITS.loginIp, '10.0.0.1')).retryAfterS).toBe(30);
  now += 30_000;
  expect((await limits.attempt(LIMITS.loginIp, '10.0.0.1')).allowed).toBe(true);

  await limits.fail(LIMITS.loginAccountFailures, 'a@b.co');
  await limits.reset(LIMITS.loginAccountFailures, 'a@b.co');
  expect(await limits.blocked(LIMITS.loginAccountFailures, 'a@b.co')).toEqual({blocked: false, retryAfterS: 0});
});
