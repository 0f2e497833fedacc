/**
 * Stored consents (docs/korea.md#consents-동의): each one a row with the policy's version (./consents
 * CONSENT_VERSIONS), where and when it was given, tied to the account and/or the order it came
 * with. An optional consent is withdrawn by dating its row, and given again as a new row, so the
 * history stays. Free of `server-only` and given the client, so the integration tests run it on
 * both databases; the commands are in ./consent-commands.
 */
import {createTranslator} from 'next-intl';
import type {CountryCode} from '@/lib/countries';
import type {Db} from '@/lib/db/transaction';
import type {Language} from '@/lib/i18n/languages';
import {loadMessages} from '@/lib/i18n/messages';
import {
  CONSENT_KINDS,
  CONSENT_VERSIONS,
  consentSchema,
  grantedConsents,
  OPTIONAL_CONSENTS,
  type ConsentKind,
  type ConsentPlace,
  type ConsentSource,
  type ConsentValues,
  type OptionalConsent,
} from './consents';

/**
 * What a sent form's consents allow: the kinds it gives, or, when a required box of the country's
 * form is unticked, the refusal's message and each field's translated error (Consent.errors).
 */
export async function judgeConsents(
  country: CountryCode,
  place: ConsentPlace,
  values: ConsentValues,
  language: Language,
): Promise<{ok: true; kinds: ConsentKind[]} | {ok: false; message: string; errors: Record<string, string>}> {
  const parsed = consentSchema(country, place).safeParse(values);
  if (parsed.success) return {ok: true, kinds: grantedConsents(country, place, values)};
  const t = createTranslator({locale: language, messages: await loadMessages(language), namespace: 'Consent.errors'});
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.message as 'termsRequired';
    errors[String(issue.path[0])] ??= t.has(key) ? t(key) : t('invalid');
  }
  return {ok: false, message: Object.values(errors)[0] ?? t('invalid'), errors};
}

export interface ConsentSubject {
  /** The account (a signed-in visitor's, or the one just made). */
  userId?: string | null;
  /** The order the consent came with (a checkout or a quote request); a guest's only subject. */
  orderId?: string | null;
}

/** Stores the consents given, each with its policy's current version and the time. */
export async function recordConsents(db: Db, subject: ConsentSubject, given: {kinds: readonly ConsentKind[]; source: ConsentSource; country: CountryCode; now?: Date}): Promise<void> {
  if (!given.kinds.length || (!subject.userId && !subject.orderId)) return;
  const grantedAt = given.now ?? new Date();
  await db.consent.createMany({
    data: given.kinds.map((kind) => ({
      userId: subject.userId ?? null,
      orderId: subject.orderId ?? null,
      kind,
      version: CONSENT_VERSIONS[kind],
      source: given.source,
      country: given.country,
      grantedAt,
    })),
  });
}

export interface ConsentState {
  kind: ConsentKind;
  optional: boolean;
  /** Given and not withdrawn. */
  granted: boolean;
  /** The latest consent of this kind (null when never given). */
  version: string | null;
  grantedAt: Date | null;
  withdrawnAt: Date | null;
}

/** My page: each kind's latest consent of the account (the optional ones always listed, the others once given). */
export async function consentStates(db: Db, userId: string): Promise<ConsentState[]> {
  const rows = await db.consent.findMany({where: {userId}, orderBy: {grantedAt: 'desc'}, select: {kind: true, version: true, grantedAt: true, withdrawnAt: true}});
  const states: ConsentState[] = [];
  for (const kind of CONSENT_KINDS) {
    const optional = (OPTIONAL_CONSENTS as readonly string[]).includes(kind);
    const active = rows.find((row) => row.kind === kind && !row.withdrawnAt);
    const latest = active ?? rows.find((row) => row.kind === kind);
    if (!latest && !optional) continue;
    states.push({kind, optional, granted: Boolean(active), version: latest?.version ?? null, grantedAt: latest?.grantedAt ?? null, withdrawnAt: active ? null : (latest?.withdrawnAt ?? null)});
  }
  return states;
}

/**
 * Gives or withdraws an optional consent of an account: giving one already given, or withdrawing
 * one not given, changes nothing. Answers whether anything changed.
 */
export async function setOptionalConsent(db: Db, userId: string, change: {kind: OptionalConsent; granted: boolean; country: CountryCode; now?: Date}): Promise<boolean> {
  const now = change.now ?? new Date();
  if (!change.granted) {
    const {count} = await db.consent.updateMany({where: {userId, kind: change.kind, withdrawnAt: null}, data: {withdrawnAt: now}});
    return count > 0;
  }
  const active = await db.consent.findFirst({where: {userId, kind: change.kind, withdrawnAt: null}, select: {id: true}});
  if (active) return false;
  await recordConsents(db, {userId}, {kinds: [change.kind], source: 'account', country: change.country, now});
  return true;
}

/** A deleted account's optional consents end with it (its other consents stay as the record of what was agreed). */
export async function withdrawOptionalConsents(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.consent.updateMany({where: {userId, kind: {in: [...OPTIONAL_CONSENTS]}, withdrawnAt: null}, data: {withdrawnAt: now}});
}
