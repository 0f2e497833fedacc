/**
 * Whether an order asks for a phone number (lib/checkout/phone): one rule for the checkout form and
 * the server's order schema, as a table of what is bought, and the schema answering by it.
 */
import {phoneNeeded, type OrderLineKind} from '@/lib/checkout/phone';
import {checkoutFormSchema} from '@/lib/checkout/form';
import {orderSchema, payloadLines} from '@/lib/orders/schema';

describe('the rule: the studio’s work needs a phone number, a template does not', () => {
  test.each<[string, OrderLineKind[], boolean]>([
    ['a service', ['service'], true],
    ['a package', ['package'], true],
    ['a template', ['template'], false],
    ['a cart of templates', ['template', 'template'], false],
    ['a cart with a package', ['template', 'package'], true],
    ['a cart of packages', ['package', 'package'], true],
    ['nothing', [], false],
  ])('%s -> %s', (_, lines, needed) => {
    expect(phoneNeeded(lines)).toBe(needed);
  });
});

describe('what an order payload names as bought', () => {
  test.each<[object, OrderLineKind[] | null]>([
    [{serviceId: 1}, ['service']],
    [{packageId: 'sns'}, ['package']],
    [{templateId: 3}, ['template']],
    [{selectedTemplate: {id: 3}}, ['template']],
    // The spec's package payload: selectedTemplate.id 0 with packageName.
    [{selectedTemplate: {id: 0}, packageName: 'SNS'}, ['package']],
    // The cart's lines are read by the command.
    [{fromCart: true, templateId: 3}, null],
  ])('%j -> %j', (payload, lines) => {
    expect(payloadLines(payload)).toEqual(lines);
  });
});

const BUYER = {customerName: 'Sam Park', customerEmail: 'sam@shop.test', agreeTerms: true, agreePrivacy: true};
const issues = (payload: object) => orderSchema.safeParse(payload).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('the server’s order schema asks for it by the rule', () => {
  test.each<[string, object, string[]]>([
    ['a template without a phone number', {...BUYER, templateId: 3}, []],
    ['a template with an empty one', {...BUYER, templateId: 3, customerPhone: ''}, []],
    ['a template with one', {...BUYER, templateId: 3, customerPhone: '010-1234-5678'}, []],
    ['a template with something that is not one', {...BUYER, templateId: 3, customerPhone: 'call me'}, ['customerPhone:phoneRequired']],
    ['a service without one', {...BUYER, serviceId: 1}, ['customerPhone:phoneRequired']],
    ['a service with an empty one', {...BUYER, serviceId: 1, customerPhone: '  '}, ['customerPhone:phoneRequired']],
    ['a service with one', {...BUYER, serviceId: 1, customerPhone: '+1 212 555 0100'}, []],
    ['a package without one', {...BUYER, packageId: 'sns'}, ['customerPhone:phoneRequired']],
    ['the spec’s package payload without one', {...BUYER, selectedTemplate: {id: 0}, packageName: 'SNS'}, ['customerPhone:phoneRequired']],
    ['the cart without one (its lines decide, in the command)', {...BUYER, fromCart: true}, []],
    // Reported with the payload's other errors, not after them.
    ['a service without name or phone', {...BUYER, customerName: '', serviceId: 1}, ['customerName:nameRequired', 'customerPhone:phoneRequired']],
  ])('%s', (_, payload, expected) => {
    expect(issues(payload)).toEqual(expected);
  });

  test('an order placed without one is stored with none', () => {
    expect(orderSchema.parse({...BUYER, templateId: 3, customerPhone: ''}).customerPhone).toBeUndefined();
  });
});

test('the form’s schema follows the same rule', () => {
  const form = {...BUYER, customerPhone: '', customerAddress: '', requirements: ''};
  expect(checkoutFormSchema('us', false).safeParse(form).success).toBe(true);
  expect(
    checkoutFormSchema('us', true)
      .safeParse(form)
      .error?.issues.map((i) => i.path.join('.')),
  ).toEqual(['customerPhone']);
});
