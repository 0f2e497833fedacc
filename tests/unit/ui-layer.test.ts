/**
 * Buttons take their look from components/ui (Button, buttonClass): a component that writes the
 * filled button's classes inline again fails here. The check looks for one string literal holding
 * the pill shape, a filled colour and that colour's hover (badges have no hover and pass).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const EXCLUDED = ['components/ui/'];

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((e) => {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.(?:tsx?|mjs|js)$/.test(e.name) ? [rel] : [];
  });
}

/** String literals ('…', "…", `…`) that spell the filled primary or accent button. */
function inlineButtons(source: string): string[] {
  const literals = source.match(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g) ?? [];
  return literals.filter((literal) => {
    const classes = new Set(literal.slice(1, -1).split(/\s+/));
    if (!classes.has('rounded-full')) return false;
    const primary = classes.has('bg-ink') && classes.has('text-paper') && classes.has('hover:bg-ink/90');
    const accent = classes.has('bg-accent') && classes.has('text-accent-ink') && classes.has('hover:opacity-90');
    return primary || accent;
  });
}

test('the check finds an inline primary or accent button and lets a badge and buttonClass pass', () => {
  expect(inlineButtons(`<button className="mt-4 rounded-full bg-ink px-6 py-3 text-sm font-semibold text-paper hover:bg-ink/90">Pay</button>`)).toHaveLength(1);
  expect(inlineButtons("const CTA = 'inline-block rounded-full bg-accent px-8 py-3 text-sm font-semibold text-accent-ink hover:opacity-90';")).toHaveLength(1);
  expect(inlineButtons('className={`rounded-full bg-ink px-4 py-2 text-paper hover:bg-ink/90 ${EARLY}`}')).toHaveLength(1);
  expect(inlineButtons('<span className="inline-block rounded-full bg-ink px-3 py-1 text-xs font-semibold text-paper">Paid</span>')).toEqual([]);
  expect(inlineButtons("<a className={buttonClass({className: 'mt-8'})}>Home</a>")).toEqual([]);
});

test('no component or page outside components/ui writes the filled button classes inline (use Button or buttonClass)', () => {
  const files = [...sources('components'), ...sources('app')].filter((file) => !EXCLUDED.some((dir) => file.startsWith(dir)));
  const offenders = files.flatMap((file) => inlineButtons(readFileSync(path.join(root, file), 'utf8')).map((literal) => `${file}: ${literal}`));
  expect(offenders).toEqual([]);
});

/** A ✓ line written by hand (the accent tick before an item's feature) instead of CheckList/CheckItem. */
const PASTED_CHECK = /<li[^>]*>\s*<span aria-hidden="true" className="text-accent">\s*✓/;

test('the check finds a hand-written ✓ line and lets CheckList pass', () => {
  expect(PASTED_CHECK.test('<li key={f} className="flex gap-2">\n  <span aria-hidden="true" className="text-accent">\n    ✓\n  </span>\n  {f}\n</li>')).toBe(true);
  expect(PASTED_CHECK.test('<CheckList className="mt-3 space-y-2 text-sm" items={features} />')).toBe(false);
});

test('every ✓ list of what an item includes is a CheckList (components/ui/CheckList)', () => {
  const files = [...sources('components'), ...sources('app')].filter((file) => !file.startsWith('components/ui/'));
  expect(files.filter((file) => PASTED_CHECK.test(readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
});

test('text fields take their look from components/ui/Field (INPUT), never a copy of its classes', () => {
  const files = [...sources('components'), ...sources('app')].filter((file) => !file.startsWith('components/ui/'));
  const copies = files.filter((file) => /['"`][^'"`]*\bblock w-full rounded-lg border border-line bg-white px-3 py-2\b/.test(readFileSync(path.join(root, file), 'utf8')));
  expect(copies).toEqual([]);
});
