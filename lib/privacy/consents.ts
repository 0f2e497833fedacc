/**
 * The consents the shop asks for (docs/korea.md#consents-동의), shared by the forms and the server: which
 * boxes each country's sign-up, checkout and quote request show, which are required, and the
 * version of each policy a consent is given to. Korea shows what Korean shops do: 전체 동의 over
 * separate required boxes (이용약관, 개인정보 수집·이용, 만 14세 이상) and an optional one (마케팅
 * 정보 수신). Other countries keep their form: the checkout's two boxes, and a sentence at sign-up
 * (agreed to by signing up) and with a quote request (a notice, nothing to agree to).
 * Errors are keys of the Consent.errors namespace.
 */
import * as z from 'zod/mini';
import type {CountryCode} from '@/lib/countries';

export const CONSENT_KINDS = ['terms', 'privacy', 'age14', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/**
 * The version of the text each consent is given to, stored with it. Change a version with its
 * text (the terms page, the privacy policy, the box's wording); consents given before keep theirs.
 */
export const CONSENT_VERSIONS: Readonly<Record<ConsentKind, string>> = {
  terms: '2026-11-26',
  privacy: '2026-11-24',
  age14: '2026-11-26',
  marketing: '2026-11-26',
};

/** The consents an account may give or withdraw at any time (My page). */
export const OPTIONAL_CONSENTS = ['marketing'] as const satisfies readonly ConsentKind[];
export type OptionalConsent = (typeof OPTIONAL_CONSENTS)[number];

/** Each consent's field in a form's payload (the checkout's order payload already sends agreeTerms and agreePrivacy, docs/payments.md). */
export const CONSENT_FIELDS = {terms: 'agreeTerms', privacy: 'agreePrivacy', age14: 'agreeAge14', marketing: 'agreeMarketing'} as const satisfies Record<ConsentKind, string>;
export type ConsentField = (typeof CONSENT_FIELDS)[ConsentKind];
export type ConsentValues = Partial<Record<ConsentField, boolean | undefined>>;

/** Where consents are asked for (and My page, where an optional one is given again). */
export type ConsentPlace = 'signup' | 'checkout' | 'quote';
export type ConsentSource = ConsentPlace | 'account';

export interface ConsentForm {
  /** Boxes to tick, or a sentence under the form. */
  style: 'boxes' | 'notice';
  required: readonly ConsentKind[];
  optional: readonly ConsentKind[];
  /** A 전체 동의 box above the others. */
  allAgree: boolean;
  /** What sending a notice form agrees to (its sentence says so). */
  implied: readonly ConsentKind[];
}

const KOREAN: ConsentForm = {style: 'boxes', required: ['terms', 'privacy', 'age14'], optional: ['marketing'], allAgree: true, implied: []};

/** The consent form of a country's page at one place. */
export function consentForm(country: CountryCode, place: ConsentPlace): ConsentForm {
  if (country === 'kr') return KOREAN;
  if (place === 'checkout') return {style: 'boxes', required: ['terms', 'privacy'], optional: [], allAgree: false, implied: []};
  if (place === 'signup') return {style: 'notice', required: [], optional: [], allAgree: false, implied: ['terms', 'privacy']};
  return {style: 'notice', required: [], optional: [], allAgree: false, implied: []};
}

/** The boxes a form shows, in order. */
export function consentBoxes(form: ConsentForm): ConsentKind[] {
  return [...form.required, ...form.optional];
}

/** Every consent field as an optional boolean: what a static schema (the API's) accepts; consentSchema decides what is required. */
export const consentFieldsShape = {
  agreeTerms: z.optional(z.boolean({error: 'invalid'})),
  agreePrivacy: z.optional(z.boolean({error: 'invalid'})),
  agreeAge14: z.optional(z.boolean({error: 'invalid'})),
  agreeMarketing: z.optional(z.boolean({error: 'invalid'})),
};

const requiredBox = (kind: ConsentKind) => z.boolean({error: `${kind}Required`}).check(z.refine((ticked) => ticked, {error: `${kind}Required`}));
const optionalBox = () => z.optional(z.boolean({error: 'invalid'}));

/** The consent fields of a country's form at one place: its required boxes must be ticked (errors: Consent.errors keys). */
export function consentShape(country: CountryCode, place: ConsentPlace) {
  const required = consentForm(country, place).required;
  const box = (kind: ConsentKind) => (required.includes(kind) ? requiredBox(kind) : optionalBox());
  return {agreeTerms: box('terms'), agreePrivacy: box('privacy'), agreeAge14: box('age14'), agreeMarketing: box('marketing')};
}

export function consentSchema(country: CountryCode, place: ConsentPlace) {
  return z.object(consentShape(country, place));
}

/** What a sent form agreed to: its ticked boxes, or what its sentence says sending agrees to. */
export function grantedConsents(country: CountryCode, place: ConsentPlace, values: ConsentValues): ConsentKind[] {
  const form = consentForm(country, place);
  if (form.style === 'notice') return [...form.implied];
  return consentBoxes(form).filter((kind) => values[CONSENT_FIELDS[kind]] === true);
}

/** The required boxes still unticked, in the form's order (named next to the checkout's Pay). */
export function missingConsents(country: CountryCode, place: ConsentPlace, values: ConsentValues): ConsentKind[] {
  const form = consentForm(country, place);
  return form.style === 'boxes' ? form.required.filter((kind) => values[CONSENT_FIELDS[kind]] !== true) : [];
}
