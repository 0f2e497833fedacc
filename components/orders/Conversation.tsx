'use client';

import {useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent} from 'react';
import {useTranslations} from 'next-intl';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import {countryDates, formatDateTime} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import {readOrderMessagesAction, sendOrderMessageAction} from '@/lib/orders/messages/actions';
import {readQuestionMessagesAction, sendQuestionMessageAction} from '@/lib/orders/questions/actions';
import {MESSAGE_MAX_CHARS, MESSAGE_MAX_FILES, type Side, type Thread, type ThreadMessage} from '@/lib/orders/messages/shapes';
import {uploadFile} from '@/lib/uploads/client';
import {IntlScope, type ScopedMessages} from '@/components/i18n/IntlScope';
import {useHydrated} from '@/components/ui/useHydrated';
import {FILE_INPUT_CLASS} from '@/components/ui/fileInput';
import {buttonClass} from '@/components/ui/buttonClass';
import {keepTyped} from '@/components/ui/keepTyped';
import {INPUT} from '@/components/ui/Field';

interface Props {
  /** The order's id, or the question's (a question before buying: `question`). */
  orderId: string;
  /** A question before buying (lib/orders/questions): the same conversation, text only, about a service instead of an order. */
  question?: boolean;
  /** The guest link's token, for a guest's order (the message and its files go with it). */
  token: string | null;
  /** Who is looking: the order's buyer, or the studio (the admin order page). */
  side: Side;
  country: CountryCode;
  lang: Language;
  /** The thread as the server read it for this side; `unread`: the other side's messages this side has not read yet. */
  thread: Pick<Thread, 'messages' | 'otherReadAt' | 'unread'>;
  messages: ScopedMessages;
}

export default function ScopedConversation({messages, ...props}: Props) {
  return (
    <IntlScope lang={props.lang} messages={messages}>
      <Conversation {...props} />
    </IntlScope>
  );
}

/**
 * An order's conversation between its buyer and the studio (docs/orders.md#order-conversations): the messages oldest first
 * (newest at the bottom), each side's own marked read once the other side was shown the thread, and
 * a form for text (Ctrl/⌘+Enter sends) and files (uploaded first, with the upload quota's checks).
 * Shown with unread messages, it tells the server they are read (an explicit call: rendering the
 * page changes nothing).
 */
function Conversation({orderId, question = false, token, side, country, lang, thread}: Omit<Props, 'messages'>) {
  const t = useTranslations('Conversation');
  // The shop's time zone on the server and in the browser alike: the page hydrates with the same text.
  const dates = countryDates(country, lang);
  const id = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<ThreadMessage[]>(thread.messages);
  const [text, setText] = useState('');
  // Sent before this code runs, the browser would submit the form to the page itself: Send waits for it.
  const hydrated = useHydrated();
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const left = MESSAGE_MAX_CHARS - text.trim().length;
  const fileUrl = (fileId: string) => `/uploads/${fileId}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  const mine = (m: ThreadMessage) => m.fromStudio === (side === 'studio');
  const readUntil = thread.otherReadAt ? Date.parse(thread.otherReadAt) : null;

  useEffect(() => {
    if (thread.unread <= 0) return;
    const page = {country, language: lang};
    const input = {id: orderId, token: token ?? undefined};
    void callAction(() => (question ? readQuestionMessagesAction(page, input) : readOrderMessagesAction(page, input)));
  }, [thread.unread, country, lang, orderId, token, question]);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    if (!text.trim()) return fail(t('required'));
    if (left < 0) return fail(t('tooLong', {max: MESSAGE_MAX_CHARS}));
    if (files.length > MESSAGE_MAX_FILES) return fail(t('tooManyFiles', {max: MESSAGE_MAX_FILES}));
    setError(null);
    const ids: string[] = [];
    for (const file of files) {
      setBusy(t('uploading', {name: file.name}));
      const sent = await uploadFile(file, lang, () => {}, token ? {orderToken: token} : {});
      if ('error' in sent) {
        setBusy(null);
        return fail(`${file.name}: ${sent.error === 'network' ? t('network') : sent.error}`);
      }
      ids.push(sent.id);
    }
    setBusy(t('sending'));
    const page = {country, language: lang};
    const result = await callAction(() =>
      question ? sendQuestionMessageAction(page, {id: orderId, text, token: token ?? undefined}) : sendOrderMessageAction(page, {id: orderId, text, fileIds: ids, token: token ?? undefined}),
    );
    setBusy(null);
    if (!result.ok) return fail(result.status === 0 ? t('network') : result.message || t('failed'));
    const message = (result.data as {message?: ThreadMessage} | undefined)?.message;
    if (message) setItems((current) => [...current, message]);
    setText('');
    setFiles([]);
    if (fileRef.current) fileRef.current.value = '';
    setStatus(t('sent'));
    textRef.current?.focus();
  }

  function fail(message: string) {
    setError(message);
    setStatus('');
    textRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 rounded-2xl border border-line bg-white p-5">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{question ? (side === 'studio' ? t('questionIntroStudio') : t('questionIntro')) : side === 'studio' ? t('introStudio') : t('intro')}</p>
      {items.length ? (
        <ol aria-label={question ? t('questionListLabel') : t('listLabel')} className="mt-4 space-y-3">
          {items.map((m) => (
            <li key={m.id} className={`max-w-[85%] rounded-2xl px-4 py-3 text-sm ${mine(m) ? 'ml-auto bg-ink text-paper' : 'bg-paper'}`}>
              <p className="text-xs font-semibold opacity-80">
                {mine(m) ? t('you') : m.fromStudio ? t('studio') : t('buyer')} · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, dates, {length: 'medium'})}</time>
                {mine(m) && readUntil !== null && Date.parse(m.createdAt) <= readUntil ? <span> · {t('read')}</span> : null}
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{m.text}</p>
              {m.files.length ? (
                <ul className="mt-2 space-y-1">
                  {m.files.map((f) => (
                    <li key={f.id}>
                      <a href={fileUrl(f.id)} className="underline" download>
                        {t('download', {name: f.name})}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-muted">{t('empty')}</p>
      )}
      <form ref={keepTyped} onSubmit={(e) => void send(e)} className="mt-5 space-y-3" noValidate>
        <div>
          <label htmlFor={`${id}-text`} className="text-sm font-medium">
            {t('messageLabel')}
          </label>
          <textarea
            ref={textRef}
            id={`${id}-text`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className={`${INPUT} text-ink`}
          />
          <p id={`${id}-hint`} className={`mt-1 text-xs ${left < 0 ? 'text-red-700' : 'text-muted'}`}>
            {left < 0 ? t('tooLong', {max: MESSAGE_MAX_CHARS}) : t('hint', {count: left})}
          </p>
        </div>
        {question ? null : (
          <div>
            <label htmlFor={`${id}-files`} className="text-sm font-medium">
              {t('filesLabel')}
            </label>
            <input ref={fileRef} id={`${id}-files`} type="file" multiple onChange={(e) => setFiles(Array.from(e.target.files ?? []))} className={`mt-1 ${FILE_INPUT_CLASS}`} />
          </div>
        )}
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <p role="status" className="text-sm text-muted">
          {busy ?? status}
        </p>
        <button type="submit" disabled={busy !== null || !hydrated} className={buttonClass({size: 'lgSlim'})}>
          {busy ? t('sending') : t('send')}
        </button>
      </form>
    </section>
  );
}
