/**
 * The app's signed tokens (lib/auth/tokens): HS256 only, for one purpose, unchanged and unexpired.
 */
import {SignJWT, UnsecuredJWT} from 'jose';
import {readToken, signToken} from '@/lib/auth/tokens';

const SECRET = 's'.repeat(40);
const now = Date.UTC(2026, 0, 1);

test('a token reads back with its claims until its expiry, to the second', async () => {
  const token = await signToken(SECRET, 'device', {sub: 'a@b.kr'}, now + 60_000);
  expect(await readToken(SECRET, 'device', token, now)).toMatchObject({sub: 'a@b.kr', aud: 'device', expiresAt: now + 60_000});
  expect(await readToken(SECRET, 'device', token, now + 59_999)).not.toBeNull();
  expect(await readToken(SECRET, 'device', token, now + 60_000)).toBeNull();
});

test('another purpose, another secret, another algorithm, no expiry or no signature: refused', async () => {
  const token = await signToken(SECRET, 'oauth-claim', {p: 'kakao'}, now + 60_000);
  expect(await readToken(SECRET, 'oauth-mail', token, now)).toBeNull();
  expect(await readToken('t'.repeat(40), 'oauth-claim', token, now)).toBeNull();
  const key = new TextEncoder().encode(SECRET);
  const hs512 = await new SignJWT({p: 'kakao'})
    .setProtectedHeader({alg: 'HS512'})
    .setAudience('oauth-claim')
    .setExpirationTime(now / 1000 + 60)
    .sign(key);
  expect(await readToken(SECRET, 'oauth-claim', hs512, now)).toBeNull();
  const forever = await new SignJWT({p: 'kakao'}).setProtectedHeader({alg: 'HS256'}).setAudience('oauth-claim').sign(key);
  expect(await readToken(SECRET, 'oauth-claim', forever, now)).toBeNull();
  const unsigned = new UnsecuredJWT({p: 'kakao'})
    .setAudience('oauth-claim')
    .setExpirationTime(now / 1000 + 60)
    .encode();
  expect(await readToken(SECRET, 'oauth-claim', unsigned, now)).toBeNull();
  expect(await readToken(SECRET, 'oauth-claim', undefined, now)).toBeNull();
  expect(await readToken(SECRET, 'oauth-claim', 'x'.repeat(3000), now)).toBeNull();
});
