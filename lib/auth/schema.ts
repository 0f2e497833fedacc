/**
 * The account forms' fields, shared by the forms (react-hook-form) and the API routes.
 * Errors are keys of the Auth.errors namespace, translated where they are shown.
 */
import * as z from 'zod/mini';
import {passwordProblem} from './password-rule';
import {consentFieldsShape} from '@/lib/privacy/consents';

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
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'tooLong';

const email = z.pipe(z.string({error: 'emailInvalid'}).check(z.trim(), z.toLowerCase(), z.maxLength(254, {error: 'emailInvalid'})), z.email({error: 'emailInvalid'}));

/** The one password rule wherever a password is set (8-128, upper, lower, digit; not a common one: docs/accounts.md). */
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

/** A password being checked (login, the current one on My page): only that one was given (the rule is checked where a password is set). */
const givenPassword = z.string({error: 'passwordRequired'}).check(z.minLength(1, {error: 'passwordRequired'}), z.maxLength(1024, {error: 'passwordRequired'}));

/** A name the sign-up asks for: required, trimmed, at most 100 characters (as the profile keeps it). */
const requiredName = (missing: AuthErrorKey) => z.string({error: missing}).check(z.trim(), z.minLength(1, {error: missing}), z.maxLength(100, {error: 'tooLong'}));

export const loginSchema = z.object({
  email,
  password: givenPassword,
});

export const checkEmailSchema = z.object({email});
export const forgotPasswordSchema = z.object({email});

export const registerSchema = z.object({
  email,
  password: newPassword,
  /** Ignored when sent: the server derives it from the e-mail (spec). */
  username: z.optional(z.string()),
  // Registration asks for the first and last name (docs/accounts.md); Google sign-in takes them from Google.
  firstName: requiredName('firstNameRequired'),
  lastName: requiredName('lastNameRequired'),
  phone: optionalText(40),
  /** The consents the page's country asks for at sign-up (lib/privacy/consents: Korea's boxes; checked by the route). */
  ...consentFieldsShape,
});

export const resetPasswordSchema = z.object({
  token: z.string({error: 'tokenMissing'}).check(z.minLength(1, {error: 'tokenMissing'}), z.maxLength(200, {error: 'tokenMissing'})),
  password: newPassword,
});

/**
 * Following a confirmation mail's link: its token, and for an e-mail change the account's current
 * password (unless this browser signed in to the account after the change was asked for).
 */
export const followEmailLinkSchema = z.object({
  token: z.string({error: 'tokenMissing'}).check(z.minLength(1, {error: 'tokenMissing'}), z.maxLength(200, {error: 'tokenMissing'})),
  password: z.optional(givenPassword),
});

export const profileSchema = z.object({
  /** The e-mail is the login: it is shown but not changed here. */
  email: z.optional(z.string()),
  username: z.optional(z.pipe(z.string({error: 'usernameInvalid'}).check(z.trim()), z.string().check(z.regex(/^[a-z0-9._-]{3,30}$/, {error: 'usernameInvalid'})))),
  firstName: optionalText(100),
  lastName: optionalText(100),
  phone: optionalText(40),
});

/** My page: the current password, and a new one by the one rule. */
export const changePasswordSchema = z.object({
  currentPassword: givenPassword,
  newPassword,
});

/** My page: the new address (the link goes there); the password too when the account has one. */
export const changeEmailSchema = z.object({
  email,
  password: z.optional(givenPassword),
});

/** My page: deleting the account, confirmed with its password, or its address typed again when it has none. */
export const deleteAccountSchema = z.object({
  password: z.optional(givenPassword),
  email: z.optional(z.string({error: 'emailInvalid'}).check(z.maxLength(254, {error: 'emailInvalid'}))),
});

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type ProfileInput = z.input<typeof profileSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
