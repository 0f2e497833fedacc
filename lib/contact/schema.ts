/**
 * The contact form's fields, shared by the form (react-hook-form) and the server (POST /api/contact).
 * Errors are keys of the Contact.errors namespace, translated where they are shown.
 * zod/mini keeps the schema small in the browser (about 5 KB instead of about 45 KB gzip).
 */
import * as z from 'zod/mini';

export const CONTACT_SERVICES = ['basic', 'premium', 'custom', 'consultation'] as const;
export type ContactErrorKey = 'nameRequired' | 'emailInvalid' | 'serviceRequired' | 'messageRequired' | 'tooLong';

const requiredText = (max: number, missing: ContactErrorKey) => z.string({error: missing}).check(z.trim(), z.minLength(1, {error: missing}), z.maxLength(max, {error: 'tooLong'}));

const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string({error: 'tooLong'}).check(z.trim(), z.maxLength(max, {error: 'tooLong'}))),
    z.transform((v: string | undefined) => (v ? v : undefined)),
  );

export const contactSchema = z.object({
  name: requiredText(100, 'nameRequired'),
  email: z.pipe(z.string({error: 'emailInvalid'}).check(z.trim(), z.maxLength(254, {error: 'tooLong'})), z.email({error: 'emailInvalid'})),
  company: optionalText(100),
  service: z.enum(CONTACT_SERVICES, {error: 'serviceRequired'}),
  message: requiredText(5000, 'messageRequired'),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
