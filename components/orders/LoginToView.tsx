'use client';

import {useRouter} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {IntlScope, type ScopedMessages} from '@/components/i18n/IntlScope';
import {requestLogin} from '@/lib/account/client';
import {buttonClass} from '@/components/ui/buttonClass';
import {useHydrated} from '@/components/ui/useHydrated';
import type {Language} from '@/lib/i18n/languages';

export default function ScopedLoginToView({lang, messages}: {lang: Language; messages: ScopedMessages}) {
  return (
    <IntlScope lang={lang} messages={messages}>
      <LoginToView />
    </IntlScope>
  );
}

/** Opens the header's login dialog; once logged in, the page is read again and shows the order. */
function LoginToView() {
  const t = useTranslations('Order');
  const router = useRouter();
  // Until the page's script runs, a press would do nothing: the button says so (aria-disabled).
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      aria-disabled={!hydrated || undefined}
      onClick={async () => {
        if (await requestLogin()) router.refresh();
      }}
      className={buttonClass({className: 'mt-6'})}
    >
      {t('loginButton')}
    </button>
  );
}
