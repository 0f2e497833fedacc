/**
 * The lifecycle tables in the docs are the code's tables: docs/payments.md's order lifecycle is
 * lib/orders/transitions.ts TRANSITIONS, its payment statuses lib/payments/transitions.ts
 * PAYMENT_TRANSITIONS, docs/uploads.md's brief statuses are lib/briefs/transitions.ts
 * BRIEF_TRANSITIONS. Every move a table lists, and who may make it, is one the code allows, and
 * every move the code allows is in it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {BRIEF_STATUSES, BRIEF_TRANSITIONS} from '@/lib/briefs/transitions';
import {ORDER_STATUSES, TRANSITIONS} from '@/lib/orders/transitions';
import {PAYMENT_STATUSES, PAYMENT_TRANSITIONS} from '@/lib/payments/transitions';

const doc = (name: string) => readFileSync(path.join(process.cwd(), 'docs', name), 'utf8');

/** An order's movers as the order table names them: `buyer` is the customer and the guest. */
const ORDER_MOVERS: Record<string, readonly string[]> = {system: ['system'], admin: ['admin'], buyer: ['customer', 'guest']};

/**
 * Each "from -> to: who" of the first "| From | To | Who |" table under `heading`, one line per
 * status pair and mover. A cell's words in parentheses are notes; `movers` maps a word of the Who
 * cell to the code's movers.
 */
function documentedMoves(page: string, heading: string, known: readonly string[], movers: Record<string, readonly string[]> = ORDER_MOVERS): string[] {
  expect(page).toContain(heading);
  // The first table after the heading: its lines from the header row to the first line that is not a row.
  const lines = page.slice(page.indexOf(heading)).split('\n');
  const first = lines.findIndex((line) => line.startsWith('| From'));
  const end = lines.findIndex((line, i) => i > first && !line.startsWith('|'));
  const rows = lines.slice(first + 2, end === -1 ? undefined : end).map((line) => line.split('|').map((cell) => cell.trim()));
  return rows.flatMap(([, from, to, who]) => {
    const statuses = (cell: string) =>
      cell
        .replace(/\([^)]*\)/g, '')
        .split(/[,\s]+/)
        .filter((s) => known.includes(s));
    const words = who!.replace(/\([^)]*\)/g, '').split(/[,\s]+/);
    const named = words.flatMap((word) => movers[word] ?? []);
    return statuses(from!).flatMap((f) => statuses(to!).flatMap((t) => named.map((m) => `${f} -> ${t}: ${m}`)));
  });
}

const tableMoves = (table: Record<string, Partial<Record<string, readonly string[]>>>) =>
  Object.entries(table).flatMap(([from, tos]) => Object.entries(tos).flatMap(([to, movers]) => (movers ?? []).map((m) => `${from} -> ${to}: ${m}`)));
const orderMoves = () => tableMoves(TRANSITIONS);
// Only the studio moves a brief.
const briefMoves = () => Object.entries(BRIEF_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => `${from} -> ${to}: admin`));

test('the check reads a row of several statuses and movers', () => {
  const page = '## Order lifecycle\n\n| From | To | Who |\n|---|---|---|\n| in_progress, completed | refunded, cancelled (note) | admin, buyer (the link) |\n';
  expect(documentedMoves(page, '## Order lifecycle', ORDER_STATUSES).sort()).toEqual(
    ['in_progress', 'completed'].flatMap((f) => ['refunded', 'cancelled'].flatMap((t) => ['admin', 'customer', 'guest'].map((m) => `${f} -> ${t}: ${m}`))).sort(),
  );
});

test("docs/payments.md's order lifecycle table lists exactly the moves of TRANSITIONS, with who may make them", () => {
  const documented = documentedMoves(doc('payments.md'), '## Order lifecycle', ORDER_STATUSES).sort();
  expect(documented.length).toBeGreaterThan(10);
  expect(documented).toEqual(orderMoves().sort());
});

test("docs/uploads.md's brief statuses table lists exactly the moves of BRIEF_TRANSITIONS", () => {
  const documented = documentedMoves(doc('uploads.md'), '### Brief statuses', BRIEF_STATUSES).sort();
  expect(documented.length).toBeGreaterThan(4);
  expect(documented).toEqual(briefMoves().sort());
});

test("docs/payments.md's payment statuses table lists exactly the moves of PAYMENT_TRANSITIONS, with who may make them", () => {
  const movers = {buyer: ['buyer'], provider: ['provider'], system: ['system'], ledger: ['ledger']};
  const documented = documentedMoves(doc('payments.md'), '### Payment statuses', PAYMENT_STATUSES, movers).sort();
  expect(documented.length).toBeGreaterThan(20);
  expect(documented).toEqual(tableMoves(PAYMENT_TRANSITIONS).sort());
});
