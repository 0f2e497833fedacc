'use client';

import {useRouter} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {requestLogin} from '@/lib/account/client';
import {Button} from '@/components/ui/Button';

/** The checkout's first step for a visitor who is not signed in: log in, or continue as a guest. */
export function SignInChoice({id, onGuest}: {id: string; onGuest: () => void}) {
  const t = useTranslations('Checkout');
  const router = useRouter();
  return (
    <section aria-labelledby={`${id}-who`} className="rounded-2xl border border-line bg-white p-6">
      <h2 id={`${id}-who`} className="text-lg font-semibold">
        {t('signedOutTitle')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('signedOutText')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button
          type="button"
          onClick={async () => {
            // After logging in the page reloads its data: the form comes back filled in.
            if (await requestLogin()) router.refresh();
          }}
        >
          {t('login')}
        </Button>
        <Button type="button" variant="secondary" onClick={onGuest}>
          {t('guest')}
        </Button>
      </div>
    </section>
  );
}
