/**
 * What writing a log line costs: the secret filter (lib/log/redact) runs on the event loop over text
 * a visitor can choose (an order's quoted price, an error's message), so its time must grow with the
 * text's length, never faster, and stop growing past the length a line keeps. Times are compared with
 * a baseline measured here, on this machine, in this run: the same filter over plain prose of the same length.
 */
import {MAX_TEXT, redactText} from '@/lib/log/redact';

/** The fastest of a few runs of fn, in ms (the fastest is the least disturbed by other work on the machine). */
function fastest(fn: () => unknown, runs = 5): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

const PROSE = 'The studio retouched the wedding photos, and the album ships on Friday with two extra prints. ';

/** Texts each shaped against one rule: long runs a backtracking pattern would retry from every position. */
const ADVERSARIAL: Record<string, string> = {
  'a.a.a… (the URL-password rule)': 'a.',
  'blank lines (the header-line rule)': '\n',
  'blanks and tabs': ' \t',
  'scheme://user: without @': 'x://u:',
  'unclosed quoted secrets': ' token: "\\',
  'authorization words': 'Bearer ',
  'secret-key prefixes': 'sk_test_',
  'query names': '?token=&',
  'order paths': '/order/',
  'colons and slashes': ':/',
};

describe('the secret filter costs time linear in the text and bounded by the kept length', () => {
  // Warm the regular expressions up (their first run compiles them).
  beforeAll(() => {
    redactText(fill(PROSE, MAX_TEXT));
    for (const unit of Object.values(ADVERSARIAL)) redactText(fill(unit, 4_096));
  });

  const baseline = () => fastest(() => redactText(fill(PROSE, MAX_TEXT))) / MAX_TEXT;

  test.each(Object.entries(ADVERSARIAL))('%s: per character at most a small multiple of plain prose', (_name, unit) => {
    const text = fill(unit, MAX_TEXT);
    const perChar = fastest(() => redactText(text)) / MAX_TEXT;
    // A linear rule stays within a small factor of prose; one that retries over the rest of the text is thousands of times dearer at this length.
    expect(perChar).toBeLessThan(40 * baseline());
  });

  test('one megabyte of a.a.a… costs about what the kept length costs, and is kept clipped', () => {
    const megabyte = fill('a.', 1_000_000);
    const kept = fill('a.', MAX_TEXT);
    const whole = fastest(() => redactText(megabyte), 3);
    const clipped = fastest(() => redactText(kept), 3);
    // Slicing and the note on how much was cut are all the extra a longer text costs.
    expect(whole).toBeLessThan(4 * clipped + 2);
    const out = redactText(megabyte);
    expect(out.length).toBeLessThan(MAX_TEXT + 64);
    expect(out).toContain(`(${1_000_000 - MAX_TEXT} more characters)`);
  });

  test('the rules still find what they are for', () => {
    expect(redactText('postgres://shop:hunter2@db:5432/shop')).toBe('postgres://shop:[redacted]@db:5432/shop');
    expect(redactText('Cookie: studio.session=abc')).toBe('Cookie: [redacted]');
    expect(redactText('\n\n  cookie: a=b\n')).toBe('\n\n  cookie: [redacted]\n');
    expect(redactText('GET /us/order/gT5xQ2mZ9aLr0pWc8vYb3nKd7sHf1jE4uIo6tRq?x=1')).toBe('GET /us/order/[redacted]?x=1');
    // An order number is no key: it stays.
    expect(redactText('/us/order/SO-20261201-CLZFA3')).toBe('/us/order/SO-20261201-CLZFA3');
    expect(redactText('/us/payment/demo?orderId=SO-1&amount=100&paymentKey=demo_abc123')).toBe('/us/payment/demo?orderId=SO-1&amount=100&paymentKey=[redacted]');
    expect(redactText('/kr?auth=email&via=kakao&claim=eyJ.sig')).toBe('/kr?auth=email&via=kakao&claim=[redacted]');
  });
});
