/**
 * What the account's commands and queries answer, as zod schemas: each declares its schema as its
 * `output` (lib/commands), the REST adapter checks every answer against it, and lib/http/answers.ts
 * takes the browser's types from these (no type written twice).
 */
import * as z from 'zod/mini';

/** A user as the API shows them (lib/auth/accounts publicUser). */
export const publicUserAnswer = z.object({
  id: z.string(),
  email: z.string(),
  /** Whether the owner has confirmed the address (lib/auth/verification). */
  emailVerified: z.boolean(),
  username: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  role: z.enum(['USER', 'ADMIN']),
  /** False for an account without a password (Google sign-in only): My page offers to set one instead of changing it. */
  hasPassword: z.optional(z.boolean()),
  createdAt: z.string(),
});

/** A change that worked, with its translated message. */
export const doneAnswer = z.object({success: z.literal(true), message: z.string()});

/** A change that worked and the account as it is now (login, sign-up, the profile's save). */
export const userDoneAnswer = z.extend(doneAnswer, {user: publicUserAnswer});

/** A followed e-mail link: the account, whether the address changed, and for a listed admin address whether the password was cleared. */
export const verifyEmailAnswer = z.extend(userDoneAnswer, {changed: z.boolean(), listed: z.optional(z.boolean()), passwordCleared: z.optional(z.boolean())});

export const checkEmailAnswer = z.object({available: z.boolean()});

export const logOutAnswer = z.object({success: z.literal(true)});

export const oauthConfirmAnswer = z.extend(doneAnswer, {next: z.string()});

/** Who is signed in: `{success: false, user: null}` when nobody is. */
export const meAnswer = z.object({success: z.boolean(), user: z.nullable(publicUserAnswer)});

export const profileAnswer = z.object({success: z.literal(true), user: publicUserAnswer});
