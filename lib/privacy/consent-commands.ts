/**
 * Consents on the server (docs/korea.md#consents-동의): the refusal of a sign-up, checkout or quote request
 * whose form's required boxes are not ticked (422, translated, per field), and My page's command
 * that gives or withdraws an optional consent (the signed-in owner only). POST /api/auth/consents
 * is its REST adapter; ./consent-actions the page's.
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {defineCommand, refuse} from '@/lib/commands';
import type {CountryCode} from '@/lib/countries';
import {db} from '@/lib/db';
import type {Language} from '@/lib/i18n/languages';
import {judgeConsents, setOptionalConsent} from './consent-store';
import {OPTIONAL_CONSENTS, type ConsentKind, type ConsentPlace, type ConsentValues} from './consents';
import {consentSetAnswer} from './answers';

/**
 * The consents a sent form gives, or its refusal: 422 with each unticked required box's
 * translated error (Consent.errors) under its field (agreeTerms, agreeAge14…).
 */
export async function checkConsents(country: CountryCode, place: ConsentPlace, values: ConsentValues, language: Language): Promise<{ok: true; kinds: ConsentKind[]} | ReturnType<typeof refuse>> {
  const judged = await judgeConsents(country, place, values, language);
  return judged.ok ? judged : refuse(422, judged.message, {errors: judged.errors, code: 'consent'});
}

export const consentChangeSchema = z.object({kind: z.enum(OPTIONAL_CONSENTS, {error: 'invalid'}), granted: z.boolean({error: 'invalid'})});

/** My page: the owner gives or withdraws an optional consent (marketing); the same again changes nothing. */
export const setOwnConsent = defineCommand({
  name: 'account.consent',
  output: consentSetAnswer,
  input: consentChangeSchema,
  who: 'customer',
  errors: 'Consent',
  async run({kind, granted}, {user, country, language}) {
    const t = await getTranslations({locale: language, namespace: 'Consent.server'});
    await setOptionalConsent(db, user.id, {kind, granted, country: country ?? 'us'});
    return {ok: true, message: granted ? t('granted') : t('withdrawn'), body: {kind, granted}};
  },
});
