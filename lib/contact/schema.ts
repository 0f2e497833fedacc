/**
 * The contact form's fields, shared by the form (react-hook-form) and the server (POST /api/contact).
 * Messages are keys of the Contact.errors namespace, translated where they are shown.
 */
import {z} from 'zod';

export const CONTACT_SERVICES = ['basic', 'premium', 'custom', 'consultation'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, {message: 'tooLong'})
    .optional()
    .transform((v) => (v ? v : undefined));

export const contactSchema = z.object({
  name: z.string({message: 'nameRequired'}).trim().min(1, {message: 'nameRequired'}).max(100, {message: 'tooLong'}),
  email: z.string({message: 'emailInvalid'}).trim().max(254, {message: 'tooLong'}).pipe(z.email({message: 'emailInvalid'})),
  company: optionalText(100),
  service: z.enum(CONTACT_SERVICES, {message: 'serviceRequired'}),
  message: z.string({message: 'messageRequired'}).trim().min(1, {message: 'messageRequired'}).max(5000, {message: 'tooLong'}),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
export type ContactErrorKey = 'nameRequired' | 'emailInvalid' | 'serviceRequired' | 'messageRequired' | 'tooLong';
