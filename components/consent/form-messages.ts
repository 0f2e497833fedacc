import type {Messages} from '@/lib/i18n/messages';

/** The Consent texts a form's checklist needs (not My page's or the server's): what a page hands to its sign-up, checkout or brief form. */
export function consentFormMessages(messages: Messages): Partial<Messages['Consent']> {
  const {legend, all, allHint, required, optional, box, marketingHint, errors, notice, plain} = messages.Consent;
  return {legend, all, allHint, required, optional, box, marketingHint, errors, notice, plain};
}
