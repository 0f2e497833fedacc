'use client';

/**
 * The admin lists' one-click buttons (client leaves inside server-rendered tabs): a member's role, a
 * brief's review status, a contact message's read flag. Each calls one server action that runs its
 * command (admin role, zod schema, the brief's transition table).
 */
import {useTranslations} from 'next-intl';
import {setRoleAction} from '@/lib/admin/actions';
import {changeBriefStatusAction} from '@/lib/briefs/actions';
import {mayMoveBrief} from '@/lib/briefs/transitions';
import type {BriefStatus} from '@/lib/generated/prisma/enums';
import {markReadAction} from '@/lib/contact/actions';
import {buttonClass} from '@/components/ui/buttonClass';
import {useAction, type Where} from './useAdminAction';

export function RoleButton({userId, role, country, lang}: {userId: string; role: 'USER' | 'ADMIN'} & Where) {
  const t = useTranslations('Admin');
  const {busy, run} = useAction();
  const next = role === 'ADMIN' ? 'USER' : 'ADMIN';
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void run(() => setRoleAction({country, language: lang}, {id: userId, role: next}), {ok: t('done'), failed: t('failed'), error: t('error')}, t('statusError'))}
      className={buttonClass({variant: 'secondary', size: 'xs'})}
    >
      {role === 'ADMIN' ? t('revokeAdmin') : t('makeAdmin')}
    </button>
  );
}

/** In review, approve, reject; each disabled unless the brief's transition table allows that move. */
export function BriefStatusButtons({briefId, status, country, lang}: {briefId: string; status: BriefStatus} & Where) {
  const t = useTranslations('Admin');
  const {busy, run} = useAction();
  const buttons = [
    ['in_review', t('inReview')],
    ['approved', t('approve')],
    ['rejected', t('reject')],
  ] as const;
  return (
    <div className="flex flex-wrap gap-2">
      {buttons.map(([value, label]) => (
        <button
          key={value}
          type="button"
          disabled={busy || !mayMoveBrief(status, value)}
          onClick={() =>
            void run(() => changeBriefStatusAction({country, language: lang}, {id: briefId, status: value}), {ok: t('statusUpdated'), failed: t('statusFailed'), error: t('error')}, t('statusError'))
          }
          className={buttonClass({variant: 'secondary', size: 'xs'})}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** The Inbox's read/unread switch for one message. */
export function ReadToggle({messageId, read, country, lang}: {messageId: string; read: boolean} & Where) {
  const t = useTranslations('Admin');
  const {busy, run} = useAction();
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void run(() => markReadAction({country, language: lang}, {id: messageId, read: !read}), {ok: t('done'), failed: t('failed'), error: t('error')}, t('statusError'))}
      className={buttonClass({variant: 'secondary', size: 'sm'})}
    >
      {read ? t('inbox.markUnread') : t('inbox.markRead')}
    </button>
  );
}
