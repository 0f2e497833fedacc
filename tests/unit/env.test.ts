import {parseEnv} from '@/lib/env';

describe('env', () => {
  test('defaults make a fresh checkout run', () => {
    const env = parseEnv({});
    expect(env.DATA_DIR).toBe('.data');
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_EMAILS).toEqual([]);
  });
  test('an invalid value stops with a message naming the variable', () => {
    expect(() => parseEnv({DATABASE_URL: 'mysql://x'})).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => parseEnv({PORT: 'eighty'})).toThrow(/PORT/);
    expect(() => parseEnv({ADMIN_EMAILS: 'a@b.co, not-an-email'})).toThrow(/ADMIN_EMAILS/);
  });
  test('production with an admin e-mail needs its password', () => {
    expect(() => parseEnv({NODE_ENV: 'production', ADMIN_EMAIL: 'boss@studio.kr'})).toThrow(/ADMIN_PASSWORD/);
  });
  test('empty strings count as unset', () => {
    expect(parseEnv({DATABASE_URL: '', ADMIN_EMAIL: ' '}).DATABASE_URL).toBeUndefined();
  });
  test('admin list is trimmed and lower-cased', () => {
    expect(parseEnv({ADMIN_EMAILS: ' A@b.co ,c@d.co '}).ADMIN_EMAILS).toEqual(['a@b.co', 'c@d.co']);
  });
});
