import {getMessages, getTranslations} from 'next-intl/server';
import type {Language} from '@/lib/i18n/languages';
import LoginToView from './LoginToView';

/** A link by order number opened signed out: log in, and the same page shows the order. */
export async function OrderLoginGate({lang}: {lang: Language}) {
  const t = await getTranslations('Order');
  const messages = await getMessages();
  return (
    <section aria-labelledby="order-login" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 id="order-login" className="text-2xl font-bold">
        {t('loginTitle')}
      </h1>
      <p className="mt-3 text-muted">{t('loginText')}</p>
      <LoginToView lang={lang} messages={{Order: messages.Order}} />
    </section>
  );
}
