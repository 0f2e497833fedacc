/**
 * The documentation a maintainer reads: the README stays short (what a user and an operator need
 * first, with the test command CI runs) and links to docs/*.md; every link between them leads to a
 * file and a heading that exist; and no source comment cites a document outside the repository
 * (a decision log, a research note or a review kept elsewhere) instead of the docs page that holds
 * the reason, and every docs page (and heading) a source file cites exists.
 */
import {readdirSync, readFileSync, statSync, existsSync} from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const docs = readdirSync(path.join(root, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f}`);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The headings of a Markdown file (outside fenced code), as anchors. */
function anchors(file: string): Set<string> {
  const found = new Set<string>();
  let fenced = false;
  for (const line of read(file).split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? undefined : /^#{1,6} (.+)$/.exec(line)?.[1];
    if (heading) found.add(slug(heading));
  }
  return found;
}

test('the README keeps to what a user and an operator need first, with the test command', () => {
  const readme = read('README.md');
  expect(readme.split('\n').length).toBeLessThanOrEqual(300);
  expect(readme).toMatch(/```bash\n(?:.*\n)*?npm test\n/);
  expect(read('.ci/run')).toMatch(/\bnpm test\b/);
  for (const page of ['architecture', 'payments', 'deploy', 'security', 'testing', 'preview', 'configuration']) {
    expect(readme).toContain(`](docs/${page}.md`);
  }
});

test('every docs page is linked from the README, and the architecture page has its picture of the layers', () => {
  const readme = read('README.md');
  for (const file of docs) expect(readme).toContain(`](${file}`);
  expect(read('docs/architecture.md')).toMatch(/```mermaid\n[\s\S]*?components\/[\s\S]*?lib\/db[\s\S]*?```/);
});

test('every relative link in the README and docs leads to a file and heading that exist', () => {
  const broken: string[] = [];
  for (const file of ['README.md', ...docs]) {
    const text = read(file).replace(/```[\s\S]*?```/g, '');
    for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
      const [to, anchor] = target.split('#');
      const resolved = to ? path.normalize(path.join(path.dirname(file), to)) : file;
      if (!existsSync(path.join(root, resolved))) broken.push(`${file}: ${target} (no such file)`);
      else if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor)) broken.push(`${file}: ${target} (no such heading)`);
    }
  }
  expect(broken).toEqual([]);
});

const ROOTS = ['app', 'components', 'lib', 'scripts', 'tests', 'proxy.ts', 'next.config.mjs', 'instrumentation.ts'];
const SKIP = new Set(['node_modules', '.next', 'generated', 'fixtures']);
const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx|css)$/;
/** Documents kept outside the repository: the workplace's shared folder, its research notes, decision log and reviews. */
const OUTSIDE = /\.\.\/shared\/|\/work\/shared|\bresearch\/[\w-]+\.md|\bDECISIONS\b|\bspec-audit-\d|\b(?:security|code|ux)-review-\d/;

function* sources(entry: string): Generator<string> {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    if (SOURCE.test(entry)) yield entry;
    return;
  }
  for (const name of readdirSync(full)) if (!SKIP.has(name)) yield* sources(path.join(entry, name));
}

test('no source comment cites a document outside the repository', () => {
  const citing: string[] = [];
  for (const file of ROOTS.flatMap((r) => [...sources(r)])) {
    if (file === path.join('tests', 'unit', 'docs.test.ts')) continue;
    read(file)
      .split('\n')
      .forEach((line, i) => {
        const comment = /(?:^\s*(?:\/\/|\/?\*|\{\/\*)|\s\/\/\s|\/\*)(.*)$/.exec(line);
        if (comment?.[1] && OUTSIDE.test(comment[1])) citing.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(citing).toEqual([]);
});

test('every docs page and heading a source file cites exists', () => {
  const missing: string[] = [];
  for (const file of ROOTS.flatMap((r) => [...sources(r)])) {
    for (const [, page, anchor] of read(file).matchAll(/\bdocs\/([\w-]+\.md)(?:#([\p{L}\p{N}_-]+))?/gu)) {
      const target = `docs/${page}`;
      if (!existsSync(path.join(root, target))) missing.push(`${file}: ${target}`);
      else if (anchor && !anchors(target).has(anchor)) missing.push(`${file}: ${target}#${anchor}`);
    }
  }
  expect(missing).toEqual([]);
});
