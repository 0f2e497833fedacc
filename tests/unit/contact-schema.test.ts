import {contactSchema} from '@/lib/contact/schema';

const valid = {name: 'Kim Min-su', email: 'minsu@cafe.kr', company: '', service: 'premium', message: 'We need menu photos.'};
const firstError = (input: unknown) => {
  const r = contactSchema.safeParse(input);
  return r.success ? undefined : r.error.issues.map((i) => `${String(i.path[0])}:${i.message}`);
};

test('a complete form is accepted, trimmed, and an empty company becomes absent', () => {
  const r = contactSchema.parse({...valid, name: '  Kim  ', company: '   '});
  expect(r).toEqual({name: 'Kim', email: 'minsu@cafe.kr', company: undefined, service: 'premium', message: 'We need menu photos.'});
});

test.each([
  [{...valid, name: ' '}, ['name:nameRequired']],
  [{...valid, email: 'minsu@'}, ['email:emailInvalid']],
  [{...valid, service: 'gold'}, ['service:serviceRequired']],
  [{...valid, message: ''}, ['message:messageRequired']],
  [{...valid, message: 'x'.repeat(5001)}, ['message:tooLong']],
  [{...valid, name: 42}, ['name:nameRequired']],
  [{}, ['name:nameRequired', 'email:emailInvalid', 'service:serviceRequired', 'message:messageRequired']],
])('%o is refused with %o', (input, expected) => {
  expect(firstError(input)).toEqual(expected);
});
