/**
 * The localized 404 answer asks this same instance for the static not-found page: at the address
 * the production server listens on, with IPv6 in brackets, and loopback when it listens everywhere.
 */
import {ownOrigin} from '@/lib/navigation/not-found-page';

test.each([
  [undefined, 3000, 'http://127.0.0.1:3000'],
  ['0.0.0.0', 8080, 'http://127.0.0.1:8080'],
  ['::', 3917, 'http://127.0.0.1:3917'],
  ['127.0.0.1', 3000, 'http://127.0.0.1:3000'],
  ['10.0.0.5', 3000, 'http://10.0.0.5:3000'],
  ['::1', 3000, 'http://[::1]:3000'],
])('listening on %s:%d, it asks %s', (bind, port, origin) => {
  expect(ownOrigin(bind, port)).toBe(origin);
});
