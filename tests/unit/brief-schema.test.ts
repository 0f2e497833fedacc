import {briefSchema, briefStatusSchema} from '@/lib/briefs/schema';

const errors = (input: unknown) => {
  const r = briefSchema.safeParse(input);
  return r.success ? undefined : r.error.issues.map((i) => `${String(i.path[0])}:${i.message}`);
};
const file = '3f1c2a9e-5b7d-4c1e-9a2b-0d4e6f8a1b2c';

test('one choice in any group is enough; texts are trimmed and empty ones become absent', () => {
  expect(briefSchema.parse({serviceId: 6, usage: ['menu'], additionalRequests: '  neon sign  ', referenceNotes: '   '})).toEqual({
    serviceId: 6,
    style: [],
    colorTone: [],
    usage: ['menu'],
    additionalRequests: 'neon sign',
    referenceNotes: undefined,
    fileIds: [],
  });
  expect(briefSchema.parse({serviceId: 1, style: ['modern', 'minimal'], colorTone: ['pastel'], fileIds: [file]}).fileIds).toEqual([file]);
});

test.each([
  ['no choice at all', {serviceId: 6}, ['options:selectRequired']],
  ['three empty groups', {serviceId: 6, style: [], colorTone: [], usage: []}, ['options:selectRequired']],
  ['an unknown style', {serviceId: 6, style: ['baroque']}, ['style:invalid']],
  ['a repeated colour tone', {serviceId: 6, colorTone: ['neon', 'neon', 'neon', 'neon', 'neon']}, ['colorTone:invalid']],
  ['an unknown service', {serviceId: 99, style: ['modern']}, ['serviceId:invalid']],
  ['a service id as text', {serviceId: '6', style: ['modern']}, ['serviceId:invalid']],
  ['5,001 characters of requests', {serviceId: 6, style: ['modern'], additionalRequests: 'x'.repeat(5001)}, ['additionalRequests:tooLong']],
  ['a path for a file id', {serviceId: 6, style: ['modern'], fileIds: ['../../etc/passwd']}, ['fileIds:invalid']],
  ['21 files', {serviceId: 6, style: ['modern'], fileIds: Array(21).fill(file)}, ['fileIds:invalid']],
  ['an order id that is not one', {serviceId: 6, style: ['modern'], orderId: 'order-1'}, ['orderId:invalid']],
])('%s is refused', (_label, input, expected) => {
  expect(errors(input)).toEqual(expected);
});

test('a status is one of the four the studio uses', () => {
  for (const status of ['pending', 'in_review', 'approved', 'rejected']) expect(briefStatusSchema.parse({status})).toEqual({status});
  expect(briefStatusSchema.safeParse({status: 'done'}).success).toBe(false);
});
