import {getMessages} from 'next-intl/server';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import type {BriefTarget} from '@/lib/briefs/events';
import {uploadLimits} from '@/lib/uploads/limits';
import {BriefHost} from './BriefHost';
import {consentFormMessages} from '@/components/consent/form-messages';

/** Puts the page's brief form in place (closed, or open on a service for the brief-test page). */
export async function BriefArea({country, lang, initial}: {country: CountryCode; lang: Language; initial?: BriefTarget}) {
  const messages = await getMessages();
  return (
    <BriefHost
      country={country}
      lang={lang}
      messages={{Brief: messages.Brief, Consent: consentFormMessages(messages)}}
      limits={{image: uploadLimits.imageBytes, video: uploadLimits.videoBytes}}
      initial={initial}
    />
  );
}
