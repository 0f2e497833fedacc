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
  test('without APP_URL the address is this machine on its own port, not always :3000', () => {
    expect(parseEnv({}).APP_URL).toBe('http://localhost:3000');
    const onAnotherPort = parseEnv({PORT: '4100'});
    expect(onAnotherPort.APP_URL).toBe('http://localhost:4100');
    expect(onAnotherPort.APP_URL_SET).toBe(false);
    const set = parseEnv({PORT: '4100', APP_URL: 'https://shop.example.com/'});
    expect(set.APP_URL).toBe('https://shop.example.com');
    expect(set.APP_URL_SET).toBe(true);
    expect(() => parseEnv({APP_URL: 'ftp://shop.example.com'})).toThrow(/APP_URL/);
  });
  test("on Vercel without APP_URL: the production domain in production, the deploy's own address in a preview", () => {
    const vercel = {VERCEL: '1', VERCEL_URL: 'shop-git-x.vercel.app', VERCEL_PROJECT_PRODUCTION_URL: 'shop.example.com'};
    expect(parseEnv({...vercel, VERCEL_ENV: 'production'}).APP_URL).toBe('https://shop.example.com');
    expect(parseEnv({...vercel, VERCEL_ENV: 'preview'}).APP_URL).toBe('https://shop-git-x.vercel.app');
    expect(parseEnv({...vercel, VERCEL_ENV: 'preview'}).APP_URL_SET).toBe(true);
  });
  test('admin list is trimmed and lower-cased', () => {
    expect(parseEnv({ADMIN_EMAILS: ' A@b.co ,c@d.co '}).ADMIN_EMAILS).toEqual(['a@b.co', 'c@d.co']);
  });
});
