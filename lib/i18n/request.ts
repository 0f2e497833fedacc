import {getRequestConfig} from 'next-intl/server';
import {isLanguage, type Language} from '@/lib/i18n/languages';
import {loadMessages} from '@/lib/i18n/messages';

// Pages and layouts call setRequestLocale(lang) from their params, so this stays static.
export default getRequestConfig(async ({requestLocale}) => {
  const requested = await requestLocale;
  const locale: Language = isLanguage(requested) ? requested : 'en';
  return {locale, messages: await loadMessages(locale)};
});
