'use client';

import {lazy, Suspense, useEffect, useRef, useState} from 'react';
import type {PublicUser} from '@/lib/auth/accounts';
import {displayName} from '@/lib/auth/display-name';
import {refreshSession, sessionUser, setLoginHandler, shared, subscribeSession} from '@/lib/account/client';
import {preloadOnIntent} from '@/components/ui/lazy';
import {linkButton} from '@/components/ui/buttonClass';
import type {ScopedMessages} from '@/components/i18n/IntlScope';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import type {SocialProvider} from '@/lib/auth/social';
import type {SocialStep} from './AuthDialog';
import {localizedPath} from '@/lib/i18n/paths';
import {returnPath} from '@/lib/auth/login-return';
import {callApi} from '@/lib/http/client';

const loadDialog = () => import('./AuthDialog');
const loadMenu = () => import('./AccountMenu');
const AuthDialog = lazy(loadDialog);
const AccountMenu = lazy(loadMenu);

interface Props {
  country: CountryCode;
  lang: Language;
  loginLabel: string;
  /** "Account menu for {name}" with {name} left in. */
  menuLabel: string;
  /** "Unread messages: {count}" with {count} left in: the badge of unread order messages (docs/orders.md#order-conversations). */
  unreadLabel: string;
  /** The sign-in services whose keys are set (Google, Kakao, Naver); the dialog orders them for the page. */
  socialSignIn: SocialProvider[];
  /** Auth and Admin texts for the dialog and the menu (they load with them). */
  messages: ScopedMessages;
}

const BUTTON = 'inline-flex h-9 shrink-0 items-center whitespace-nowrap rounded-md px-3 text-sm font-semibold';
/** A long name is cut with an ellipsis (the full name stays in the button's accessible name). */
const NAME = 'max-w-40 truncate';

/**
 * Login button or the signed-in user's menu. The page is static, so the session is read here;
 * the dialog and menu code load on first use. Handles the ?auth=success|failed return from
 * Google, Kakao or Naver, ?auth=email|connect (the address Kakao or Naver did not give, and its
 * confirmation link) and ?auth=login (sent here by pages that need a login).
 */
export function AccountButton({country, lang, loginLabel, menuLabel, unreadLabel, socialSignIn, messages}: Props) {
  const [user, setUser] = useState<PublicUser | null | undefined>(sessionUser());
  const [dialogOpen, setDialogOpen] = useState(false);
  // Back from Kakao or Naver without an address (?auth=email), or the confirmation mail's link (?auth=connect).
  const [socialStep, setSocialStep] = useState<SocialStep | undefined>(undefined);
  const [menuOpened, setMenuOpened] = useState(false);
  const unread = useUnreadMessages(user?.id);
  // A feature waiting for the login dialog to close (see requestLogin).
  const waiting = useRef<((user: PublicUser | null) => void) | null>(null);

  useEffect(() => {
    let shown = sessionUser()?.id;
    const unsubscribe = subscribeSession((next) => {
      setUser(next);
      // Another account (or none) starts with the menu's stand-in again (the menu mounts open). The
      // same session read again (another header's refresh) keeps a menu the visitor just opened.
      if (next?.id !== shown) setMenuOpened(false);
      shown = next?.id;
    });
    const url = new URL(window.location.href);
    const authResult = url.searchParams.get('auth');
    if (authResult) {
      if (authResult === 'failed') console.warn('Google sign-in did not complete.');
      // The URL is read once after hydration: rendering from it would not match the static HTML.
      if (authResult === 'login') {
        // Sent here by a page that needs a login (?next=its path): back to it once logged in.
        const next = returnPath(url.searchParams.get('next'), window.location.origin);
        if (next) waiting.current = (signedIn) => signedIn && window.location.assign(next);
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setDialogOpen(true);
      }
      if (authResult === 'email' || authResult === 'connect') {
        const via = url.searchParams.get('via');
        setSocialStep({kind: authResult, via: via === 'kakao' || via === 'naver' ? via : null, token: url.searchParams.get('token') ?? ''});
        setDialogOpen(true);
      }
      url.searchParams.delete('auth');
      url.searchParams.delete('next');
      url.searchParams.delete('via');
      url.searchParams.delete('token');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
    // Back from a sign-in that failed (refused, cancelled, or an account whose address is not confirmed yet): say so in the dialog, unless signed in.
    void refreshSession({join: true}).then((signedIn) => {
      if (authResult !== 'failed' || signedIn) return;
      setSocialStep({kind: 'failed', via: null, token: ''});
      setDialogOpen(true);
    });
    setLoginHandler(
      () =>
        new Promise((resolve) => {
          waiting.current = resolve;
          setDialogOpen(true);
        }),
    );
    return () => {
      unsubscribe();
      setLoginHandler(null);
    };
  }, []);

  if (user) {
    // The person's own name when the account has one, else the username (docs/accounts.md).
    const name = displayName(user, lang);
    const standIn = (
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        aria-label={menuLabel.replace('{name}', name)}
        className={`${BUTTON} border border-line`}
        onClick={() => setMenuOpened(true)}
        {...preloadOnIntent(loadMenu)}
      >
        <span className={NAME}>{name}</span>
      </button>
    );
    // Unread order messages: a customer's lead to My page (each order says how many), an admin's to the inbox of threads.
    const badge = unread ? (
      <a
        href={`${localizedPath(country, lang, user.role === 'ADMIN' ? '/admin' : '/profile')}${user.role === 'ADMIN' ? '?tab=inbox' : ''}`}
        aria-label={unreadLabel.replace('{count}', String(unread))}
        className="inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold text-white"
      >
        {unread > 99 ? '99+' : unread}
      </a>
    ) : null;
    return (
      <>
        {badge}
        {menuOpened ? (
          <Suspense fallback={standIn}>
            <AccountMenu messages={messages} country={country} lang={lang} name={name} label={menuLabel.replace('{name}', name)} isAdmin={user.role === 'ADMIN'} />
          </Suspense>
        ) : (
          standIn
        )}
      </>
    );
  }

  return (
    <>
      {/* A link until the page's script runs (?auth=login opens the dialog once it does), then a button that opens it in place. */}
      <a href="?auth=login" rel="nofollow" aria-haspopup="dialog" className={`${BUTTON} bg-ink text-paper hover:bg-ink/90`} {...linkButton(() => setDialogOpen(true))} {...preloadOnIntent(loadDialog)}>
        {loginLabel}
      </a>
      {dialogOpen ? (
        <Suspense fallback={null}>
          <AuthDialog
            messages={messages}
            country={country}
            lang={lang}
            socialSignIn={socialSignIn}
            socialStep={socialStep}
            onClose={() => {
              setDialogOpen(false);
              setSocialStep(undefined);
              waiting.current?.(sessionUser() ?? null);
              waiting.current = null;
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The header's two copies (its bar and the phone's menu) share one read. */
const readUnread = shared(() => callApi('GET /api/orders/unread'));

/** The signed-in account's unread order messages (GET /api/orders/unread), read when the account changes; 0 signed out or on failure. */
function useUnreadMessages(userId: string | undefined): number {
  const [count, setCount] = useState<{userId: string; count: number} | null>(null);
  useEffect(() => {
    if (!userId) return;
    let current = true;
    readUnread()
      .then((answer) => current && setCount({userId, count: answer.ok ? answer.body.count : 0}))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [userId]);
  return count && count.userId === userId ? count.count : 0;
}
