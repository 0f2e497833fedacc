/**
 * `npm run lint` runs dependency-cruiser with .dependency-cruiser.cjs: app -> components -> lib,
 * never back, no database in components, and no import cycle. Here it runs on a small tree planted
 * with one violation of each kind beside the imports that are allowed, and must name exactly the
 * violations.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const root = process.cwd();

const FILES: Record<string, string> = {
  'tsconfig.json': JSON.stringify({compilerOptions: {module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', paths: {'@/*': ['./*']}}}),
  'lib/db/index.ts': 'export const db = {};\nexport type Order = {id: string};\n',
  'lib/orders/read.ts': "import {db} from '@/lib/db';\nexport const orders = () => db;\n",
  // Violations, one of each kind.
  'lib/orders/badge.ts': "import {Card} from '@/components/Card';\nexport const badge = Card;\n",
  'lib/orders/links.ts': "import Page from '@/app/shop/page';\nexport const links = Page;\n",
  'components/Back.tsx': "import Page from '@/app/shop/page';\nexport const Back = () => Page;\n",
  'components/Rows.tsx': "import {db} from '@/lib/db';\nexport const Rows = () => db;\n",
  'components/Client.tsx': "import {PrismaClient} from '@prisma/client';\nexport const Client = () => PrismaClient;\n",
  'lib/payments/flow.ts': "import {issue} from './receipt';\nexport const flow = () => issue;\n",
  'lib/payments/receipt.ts': "import {flow} from './flow';\nexport const issue = () => flow;\n",
  // Allowed: a cycle of type imports only (erased at build).
  'lib/carts/line.ts': "import type {Cart} from './cart';\nexport type Line = {cart: Cart};\n",
  'lib/carts/cart.ts': "import type {Line} from './line';\nexport type Cart = {lines: Line[]};\n",
  // Allowed: a page uses components and lib; a component uses a read and a database type.
  'components/Card.tsx': "import type {Order} from '@/lib/db';\nimport {orders} from '@/lib/orders/read';\nexport const Card = (o: Order) => [o, orders];\n",
  'app/shop/page.tsx': "import {Card} from '@/components/Card';\nimport {orders} from '@/lib/orders/read';\nexport default function Page() {\n  return [Card, orders];\n}\n",
};

/** The violations `npm run lint` prints (its `err` output), and its exit status. */
function cruise(dir: string): {status: number | null; violations: {rule: string; from: string; to: string}[]} {
  const cli = path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs');
  const run = spawnSync(process.execPath, [cli, '--config', path.join(root, '.dependency-cruiser.cjs'), 'app', 'components', 'lib'], {cwd: dir, encoding: 'utf8'});
  const violations = [...run.stdout.matchAll(/^\s*error ([\w-]+): (\S+) → (\S+)$/gm)].map(([, rule, from, to]) => ({rule: rule!, from: from!, to: to!.replace(/^.*node_modules\//, 'node_modules/')}));
  // A cycle is printed once, as its loop, one module a line: `error no-circular: a →`, `b →`, `a`.
  for (const [, from, loop] of run.stdout.matchAll(/^\s*error no-circular: (\S+) →\s*\n((?:\s+\S+(?: →)?\n?)+)/gm)) {
    violations.push({rule: 'no-circular', from: from!, to: loop!.trim().split(/\s+→?\s*/)[0]!});
  }
  return {status: run.status, violations: violations.sort((a, b) => a.from.localeCompare(b.from))};
}

test('lint names each planted layer violation and lets the allowed imports pass', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'layer-rules-'));
  try {
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      writeFileSync(path.join(dir, file), text);
    }
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    const {status, violations} = cruise(dir);
    expect(status).not.toBe(0);
    expect(violations).toEqual([
      {rule: 'components-not-to-app', from: 'components/Back.tsx', to: 'app/shop/page.tsx'},
      {rule: 'components-not-to-database', from: 'components/Client.tsx', to: expect.stringMatching(/^node_modules\/@prisma\/client\//)},
      {rule: 'components-not-to-database', from: 'components/Rows.tsx', to: 'lib/db/index.ts'},
      {rule: 'lib-not-to-app-or-components', from: 'lib/orders/badge.ts', to: 'components/Card.tsx'},
      {rule: 'lib-not-to-app-or-components', from: 'lib/orders/links.ts', to: 'app/shop/page.tsx'},
      {rule: 'no-circular', from: 'lib/payments/flow.ts', to: 'lib/payments/receipt.ts'},
    ]);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
