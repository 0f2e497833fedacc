import {hashPassword, verifyPassword} from '@/lib/auth/password';

test('passwords are hashed with argon2id at OWASP cost and verify only with the right password', async () => {
  const hash = await hashPassword('Str0ngEnough');
  expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(hash).not.toContain('Str0ngEnough');
  expect(await verifyPassword(hash, 'Str0ngEnough')).toBe(true);
  expect(await verifyPassword(hash, 'str0ngenough')).toBe(false);
  expect(await hashPassword('Str0ngEnough')).not.toBe(hash); // salted
  expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
});
