'use client';

import {DropdownMenu} from 'radix-ui';
import {useTranslations} from 'next-intl';
import {logout} from '@/lib/account/client';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {toast} from '@/lib/toast';
import {IntlScope, type ScopedMessages} from '@/components/i18n/IntlScope';

interface Props {
  messages: ScopedMessages;
  country: CountryCode;
  lang: Language;
  name: string;
  label: string;
  isAdmin: boolean;
}

const ITEM = 'flex cursor-pointer items-center rounded-md px-3 py-2 outline-none data-[highlighted]:bg-paper';

/** The signed-in user's menu (loaded on first click, rendered open): My page, admin, logout. */
export default function ScopedAccountMenu({messages, ...props}: Props) {
  return (
    <IntlScope lang={props.lang} messages={messages}>
      <AccountMenu {...props} />
    </IntlScope>
  );
}

function AccountMenu({country, lang, name, label, isAdmin}: Omit<Props, 'messages'>) {
  const t = useTranslations('Auth');
  const ta = useTranslations('Admin');
  async function signOut(everywhere: boolean) {
    await logout(everywhere);
    toast({title: t('toast.loggedOut')});
    if (/\/(profile|admin)(\/|$)/.test(window.location.pathname)) window.location.assign(new URL(localizedPath(country, lang), window.location.origin));
  }
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger aria-label={label} className="inline-flex h-9 shrink-0 items-center whitespace-nowrap rounded-md border border-line px-3 text-sm font-semibold">
        <span className="max-w-40 truncate">{name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content aria-label={label} align="end" sideOffset={6} className="z-50 min-w-48 rounded-lg border border-line bg-white p-1 text-sm shadow-lg">
          <DropdownMenu.Item asChild className={ITEM}>
            <a href={localizedPath(country, lang, '/profile')}>{t('profile')}</a>
          </DropdownMenu.Item>
          {isAdmin ? (
            <DropdownMenu.Item asChild className={ITEM}>
              <a href={localizedPath(country, lang, '/admin')}>{ta('title')}</a>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={ITEM} onSelect={() => void signOut(false)}>
            {t('logout')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM} onSelect={() => void signOut(true)}>
            {t('logoutEverywhere')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
