/** @jest-environment jsdom */
/**
 * No price arithmetic in the browser (code review 3, checkout): the checkout form and its parts
 * (CheckoutForm and every file it reaches in components/checkout) show the figures the server
 * computed (lib/checkout/totals) and never price anything themselves. Checked twice: their source
 * imports no pricing code and does no arithmetic on an amount, and, rendered with a table whose
 * figures no unit price could produce, each figure on the page is the table's entry for the
 * choice made, formatted by lib/money's formatMoney.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';

jest.mock('@/lib/orders/actions', () => ({placeOrderAction: async () => ({ok: false}), startPaymentAction: async () => ({ok: false})}));
jest.mock('@/lib/account/client', () => ({requestLogin: async () => false}));
jest.mock('next/navigation', () => ({useRouter: () => ({refresh: () => undefined})}));
jest.mock('@tosspayments/tosspayments-sdk', () => ({ANONYMOUS: '@@ANONYMOUS', loadTossPayments: () => new Promise(() => undefined)}));
jest.mock('@/lib/toast', () => ({toast: () => undefined}));

import CheckoutForm, {type CheckoutSelection} from '@/components/checkout/CheckoutForm';
import type {CheckoutTotal, CheckoutTotals} from '@/lib/checkout/totals';
import {pageLocale} from '@/lib/countries';
import {formatMoney} from '@/lib/money';

const ROOT = path.join(__dirname, '..', '..');
const DIR = path.join(ROOT, 'components', 'checkout');

/** CheckoutForm.tsx and every file of components/checkout it imports, directly or not. */
function formFiles(): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : null;
      if (!from?.startsWith('./')) continue;
      const base = path.join(DIR, from);
      visit(['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => ts.sys.fileExists(candidate))!);
    }
  };
  visit(path.join(DIR, 'CheckoutForm.tsx'));
  return [...found];
}

/** Modules that price (or hold what prices): the form may take their types, never their values. */
const PRICING = ['@/lib/orders/pricing', '@/lib/catalog/prices', '@/lib/catalog/tiers/tiers', '@/lib/checkout/totals', '@/lib/catalog/read'];
/** A name that holds money. */
const MONEY_NAME = /amount|price|total|cost|product|extra|sum/i;
const ARITHMETIC = new Set([
  ts.SyntaxKind.PlusToken,
  ts.SyntaxKind.MinusToken,
  ts.SyntaxKind.AsteriskToken,
  ts.SyntaxKind.SlashToken,
  ts.SyntaxKind.PercentToken,
  ts.SyntaxKind.AsteriskAsteriskToken,
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
  ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken,
]);

/** Each place a file's code does sums with money: arithmetic on, or Math / reduce over, a name that holds an amount. */
function moneyArithmetic(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const names = (node: ts.Node): string[] => {
    const out: string[] = [];
    const walk = (n: ts.Node) => {
      if (ts.isIdentifier(n)) out.push(n.text);
      n.forEachChild(walk);
    };
    walk(node);
    return out;
  };
  const found: string[] = [];
  const where = (node: ts.Node) => `${path.basename(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`;
  const walk = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && ARITHMETIC.has(node.operatorToken.kind) && names(node).some((n) => MONEY_NAME.test(n))) found.push(where(node));
    if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && names(node).some((n) => MONEY_NAME.test(n))) {
      if (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken) found.push(where(node));
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const callee = node.expression;
      const mathOnMoney = ts.isIdentifier(callee.expression) && callee.expression.text === 'Math' && node.arguments.some((a) => names(a).some((n) => MONEY_NAME.test(n)));
      if (mathOnMoney || callee.name.text === 'reduce') found.push(where(node));
    }
    node.forEachChild(walk);
  };
  walk(source);
  return found;
}

describe("the form's source", () => {
  const files = formFiles();

  test('the walk finds the parts', () => {
    expect(files.map((f) => path.basename(f))).toEqual(expect.arrayContaining(['CheckoutForm.tsx', 'QuantityStepper.tsx', 'TierChoice.tsx', 'OrderSummary.tsx', 'PayBar.tsx', 'OrdererFields.tsx']));
  });

  test('imports no pricing code (types only) and formats money only with formatMoney', () => {
    const offending: string[] = [];
    for (const file of files) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      for (const statement of source.statements) {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
        const from = statement.moduleSpecifier.text;
        const clause = statement.importClause;
        const typeOnly = clause?.isTypeOnly || (clause?.namedBindings && ts.isNamedImports(clause.namedBindings) && !clause.name && clause.namedBindings.elements.every((e) => e.isTypeOnly));
        if (PRICING.includes(from) && !typeOnly) offending.push(`${path.basename(file)} imports ${from}`);
        if (from === '@/lib/money' && clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
          for (const e of clause.namedBindings.elements) if (!e.isTypeOnly && e.name.text !== 'formatMoney') offending.push(`${path.basename(file)} imports ${e.name.text} from @/lib/money`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  test('does no arithmetic on an amount', () => {
    expect(files.flatMap((file) => moneyArithmetic(file))).toEqual([]);
  });

  test('the check finds arithmetic where there is some (the old form priced its total here)', () => {
    const old =
      'const productAmount = selection.unitAmount * quantity;\nconst total = productAmount + extraImages * selection.extraUnitAmount;\nconst sum = lines.reduce((n, l) => n + l.amount, 0);\n';
    expect(moneyArithmetic('old-checkout-form.tsx', old)).toHaveLength(5);
  });
});

describe('the figures shown are the table’s', () => {
  const COUNTRY = 'vn';
  const money = (amount: number) => formatMoney({amount, currency: 'VND'}, pageLocale(COUNTRY, 'en'));
  /** Figures no unit price produces: the page can only show them by looking them up. */
  const entry = (product: number, extraImages: number, extraAmount: number, total: number): CheckoutTotal => ({product, extraImages, extraAmount, total});
  const renderForm = (selection: CheckoutSelection, totals: CheckoutTotals) =>
    render(
      <CheckoutForm
        country={COUNTRY}
        lang="en"
        messages={{Checkout: en.Checkout, Consent: en.Consent, Tiers: {names: en.Tiers.names, legend: en.Tiers.legend, included: en.Tiers.included}}}
        selection={selection}
        totals={totals}
        currency="VND"
        prefill={{name: 'Lan Nguyen', email: 'lan@shop.vn', phone: '+84 90 123 4567'}}
        phone
        demo
        widget={null}
        termsHref="/vn/terms"
        checkoutKey="vn:1"
      />,
    );
  const shown = () => ({total: screen.getByTestId('checkout-total').textContent, pay: screen.getByRole('button', {name: /^Pay /}).textContent});
  const line = (label: string | RegExp) => screen.getByText(label).closest('div')!.querySelector('dd')!.textContent;

  test('a service: after each press of the stepper, the total, Pay and the extra-images line are that quantity’s entry', async () => {
    const user = userEvent.setup();
    const totals: CheckoutTotals = {
      stepper: {min: 3, max: 6},
      tiers: {},
      quantities: {3: entry(101_000, 0, 0, 101_000), 4: entry(101_000, 1, 7_000, 123_000), 5: entry(101_000, 2, 19_000, 457_000), 6: entry(101_000, 3, 1_000, 999_000)},
    };
    renderForm({kind: 'service', serviceId: 1, includedImages: 3, extraUnitAmount: 5_000}, totals);
    const counter = screen.getByRole('group', {name: en.Checkout.images});
    expect(shown()).toEqual({total: money(101_000), pay: `Pay ${money(101_000)}`});
    for (const quantity of [4, 5, 6]) {
      await user.click(within(counter).getByRole('button', {name: en.Checkout.increase}));
      const figures = totals.quantities[quantity]!;
      expect(within(counter).getByRole('status')).toHaveTextContent(String(quantity));
      expect(shown()).toEqual({total: money(figures.total), pay: `Pay ${money(figures.total)}`});
      expect(line(en.Checkout.productAmount)).toBe(money(figures.product));
      expect(line(/^Extra images/)).toBe(money(figures.extraAmount));
      expect(screen.getByText(/^Extra images/)).toHaveTextContent(`(${figures.extraImages} × ${money(5_000)})`);
    }
    // The server's range: at its top the stepper stops.
    expect(within(counter).getByRole('button', {name: en.Checkout.increase})).toBeDisabled();
    await user.click(within(counter).getByRole('button', {name: en.Checkout.decrease}));
    expect(shown().total).toBe(money(457_000));
  });

  test('a template: each number of copies shows its entry', async () => {
    const user = userEvent.setup();
    const totals: CheckoutTotals = {stepper: {min: 1, max: 100}, tiers: {}, quantities: {1: entry(77_000, 0, 0, 77_000), 2: entry(5_000, 0, 0, 5_000)}};
    renderForm({kind: 'template', templateId: 5}, totals);
    expect(shown().total).toBe(money(77_000));
    await user.click(screen.getByRole('button', {name: en.Checkout.increase}));
    expect(shown()).toEqual({total: money(5_000), pay: `Pay ${money(5_000)}`});
    expect(line(en.Checkout.productAmount)).toBe(money(5_000));
  });

  test('a tier: choosing one shows its entry', async () => {
    const user = userEvent.setup();
    const tiers = [
      {key: 'basic' as const, images: 3, revisions: 1, deliveryDays: 3, amount: 1_000},
      {key: 'premium' as const, images: 10, revisions: 3, deliveryDays: 5, amount: 2_000},
    ];
    const totals: CheckoutTotals = {stepper: null, tiers: {basic: entry(31_000, 0, 0, 31_000), premium: entry(62_000, 0, 0, 62_000)}, quantities: {}};
    renderForm({kind: 'service', serviceId: 4, includedImages: 3, extraUnitAmount: 5_000, tiers}, totals);
    expect(shown().total).toBe(money(31_000));
    await user.click(screen.getByRole('radio', {name: /Premium/}));
    expect(shown()).toEqual({total: money(62_000), pay: `Pay ${money(62_000)}`});
  });
});
