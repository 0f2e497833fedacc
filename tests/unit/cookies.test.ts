import {COOKIES, PREFERENCE_MAX_AGE, hasSessionCookie, preferenceCookieString, sessionCookie} from '@/lib/cookies';

test('preference cookies last a year, are site-wide and Lax, Secure on https', () => {
  expect(preferenceCookieString(COOKIES.language, 'ja', false)).toBe(`lang=ja; Path=/; Max-Age=${PREFERENCE_MAX_AGE}; SameSite=Lax`);
  expect(preferenceCookieString(COOKIES.country, 'kr', true)).toBe(`country=kr; Path=/; Max-Age=${PREFERENCE_MAX_AGE}; SameSite=Lax; Secure`);
  expect(PREFERENCE_MAX_AGE).toBe(31_536_000);
});

test('the session cookie is httpOnly and Lax, and on https Secure with the __Host- prefix', () => {
  expect(sessionCookie(false)).toEqual({name: 'studio.session', options: {httpOnly: true, sameSite: 'lax', path: '/', secure: false}});
  expect(sessionCookie(true)).toEqual({name: '__Host-studio.session', options: {httpOnly: true, sameSite: 'lax', path: '/', secure: true}});
});

test('a request counts as possibly signed in with the session cookie under either name, whole or split', () => {
  expect(hasSessionCookie([{name: 'studio.session'}])).toBe(true);
  expect(hasSessionCookie([{name: 'country'}, {name: '__Host-studio.session.0'}])).toBe(true);
  // Anonymous: other cookies, or a look-alike name, do not send the request to Auth.js.
  expect(hasSessionCookie([{name: 'country'}, {name: 'studio.cart'}, {name: 'studio.sessionX'}])).toBe(false);
  expect(hasSessionCookie([])).toBe(false);
});
