import 'server-only';
import {db} from '@/lib/db';
import {env} from '@/lib/env';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {createVerificationToken} from './verification';

/** A fresh confirmation link for the user's address, on the page of their country and language. */
export async function verificationUrl(user: {id: string; email: string}, country: CountryCode, language: Language): Promise<string> {
  return emailLinkUrl(await createVerificationToken(db, user), country, language);
}

/** The page a confirmation mail's link opens (a confirmation or an e-mail change): opening it changes nothing, its button does. */
export function emailLinkUrl(token: string, country: CountryCode, language: Language): string {
  const url = new URL(localizedPath(country, language, '/verify-email'), env.APP_URL);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The page a password reset mail's link opens, with its token. */
export function resetLinkUrl(token: string, country: CountryCode, language: Language): string {
  const url = new URL(localizedPath(country, language, '/reset-password'), env.APP_URL);
  url.searchParams.set('token', token);
  return url.toString();
}
