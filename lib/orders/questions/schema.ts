/** The input schemas of questions before buying (docs/storefront.md#questions-before-buying): a new question and a message in one. */
import * as z from 'zod/mini';
import {MESSAGE_MAX_CHARS} from '../messages/shapes';

const text = z.string({error: 'messageRequired'}).check(z.trim(), z.minLength(1, {error: 'messageRequired'}), z.maxLength(MESSAGE_MAX_CHARS, {error: 'tooLong'}));
const token = z.optional(z.string({error: 'invalid'}).check(z.maxLength(100, {error: 'invalid'})));

/** A new question: the service asked about, the text, and a guest's e-mail (an account's own address is used when signed in). */
export const askSchema = z.object({
  serviceId: z.string({error: 'invalid'}).check(z.minLength(1, {error: 'invalid'}), z.maxLength(100, {error: 'invalid'})),
  text,
  email: z.optional(z.string({error: 'emailInvalid'}).check(z.trim(), z.maxLength(254, {error: 'emailInvalid'}), z.email({error: 'emailInvalid'}))),
});

/** A message in a question's conversation (text only), with a guest's link token. */
export const questionMessageSchema = z.object({id: z.string().check(z.maxLength(100)), text, token});

/** A question's conversation read by the caller, with a guest's link token. */
export const questionReadSchema = z.object({id: z.string().check(z.maxLength(100)), token});
