import 'server-only';
import {getTranslations} from 'next-intl/server';
import type {Language} from '@/lib/i18n/languages';

/** 429 with Retry-After and a translated message naming the wait in minutes. */
export async function tooMany(language: Language, retryAfterS: number): Promise<Response> {
  const t = await getTranslations({locale: language, namespace: 'Auth.server'});
  const seconds = Math.max(1, retryAfterS);
  return Response.json({success: false, message: t('tooMany', {minutes: Math.ceil(seconds / 60)})}, {status: 429, headers: {'retry-after': String(seconds)}});
}
