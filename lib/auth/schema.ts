/**
 * The account forms' fields, shared by the forms (react-hook-form) and the API routes.
 * Errors are keys of the Auth.errors namespace, translated where they are shown.
 */
import * as z from 'zod/mini';
import {passwordProblem} from './password-rule';

export type AuthErrorKey =
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordWeak'
  | 'passwordCommon'
  | 'passwordMismatch'
  | 'tokenMissing'
  | 'usernameInvalid'
  | 'tooLong';

const email = z.pipe(
  z.string({error: 'emailInvalid'}).check(z.trim(), z.toLowerCase(), z.maxLength(254, {error: 'emailInvalid'})),
  z.email({error: 'emailInvalid'}),
);

/** The one password rule wherever a password is set (DECISIONS: 8-128, upper, lower, digit; not a common one). */
export const newPassword = z.string({error: 'passwordRequired'}).check(
  z.refine((value) => passwordProblem(value) === null, {
    error: (issue) => passwordProblem(String(issue.input)) ?? 'passwordWeak',
  }),
);

const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.nullable(z.string({error: 'tooLong'}).check(z.trim(), z.maxLength(max, {error: 'tooLong'})))),
    z.transform((v: string | null | undefined) => (v ? v : undefined)),
  );

export const loginSchema = z.object({
  email,
  // Login only checks that a password was given (DECISIONS).
  password: z.string({error: 'passwordRequired'}).check(z.minLength(1, {error: 'passwordRequired'}), z.maxLength(1024, {error: 'passwordRequired'})),
});

export const checkEmailSchema = z.object({email});
export const forgotPasswordSchema = z.object({email});

export const registerSchema = z.object({
  email,
  password: newPassword,
  /** Ignored when sent: the server derives it from the e-mail (spec). */
  username: z.optional(z.string()),
  firstName: optionalText(100),
  lastName: optionalText(100),
  phone: optionalText(40),
});

export const resetPasswordSchema = z.object({
  token: z.string({error: 'tokenMissing'}).check(z.minLength(1, {error: 'tokenMissing'}), z.maxLength(200, {error: 'tokenMissing'})),
  password: newPassword,
});

export const profileSchema = z.object({
  /** The e-mail is the login: it is shown but not changed here. */
  email: z.optional(z.string()),
  username: z.optional(
    z.pipe(z.string({error: 'usernameInvalid'}).check(z.trim()), z.string().check(z.regex(/^[a-z0-9._-]{3,30}$/, {error: 'usernameInvalid'}))),
  ),
  firstName: optionalText(100),
  lastName: optionalText(100),
  phone: optionalText(40),
});

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type ProfileInput = z.input<typeof profileSchema>;
