/** Where a visitor sent to log in comes back to (lib/auth/login-return): only a path on this site. */
import {loginThenReturn, returnPath} from '@/lib/auth/login-return';

const ORIGIN = 'https://shop.example';

it('sends the visitor to the front page login with the page to come back to', () => {
  expect(loginThenReturn('/us', '/us/admin?tab=settings')).toBe('/us?auth=login&next=%2Fus%2Fadmin%3Ftab%3Dsettings');
});

it.each<[string | null, string | null]>([
  ['/us/admin?tab=settings', '/us/admin?tab=settings'],
  ['/kr/ko/admin/orders/SO-1#top', '/kr/ko/admin/orders/SO-1#top'],
  [null, null],
  ['', null],
  ['https://evil.example/admin', null],
  ['//evil.example/admin', null],
  ['/\\evil.example', null],
  ['javascript:alert(1)', null],
])('%s → %s', (next, expected) => {
  expect(returnPath(next, ORIGIN)).toBe(expected);
});
