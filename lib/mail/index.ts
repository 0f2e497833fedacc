/**
 * Outgoing mail on nodemailer: SMTP when SMTP_URL is set, otherwise each message is written as an
 * .eml file to DATA_DIR/outbox (open it in any mail client) and its path is logged.
 * A preview deploy (lib/deploy/environment.ts) never mails a customer: its mail goes to the
 * outbox, or with SMTP_URL and MAIL_CATCHALL to that one address, the recipient kept in the
 * subject and the X-Original-To header.
 */
import {mkdir, writeFile, rename} from 'node:fs/promises';
import path from 'node:path';
import {randomBytes} from 'node:crypto';
import nodemailer, {type SendMailOptions, type Transporter} from 'nodemailer';
import {isPreview} from '@/lib/deploy/environment';
import {env} from '@/lib/env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A short name for the outbox file, e.g. 'password-reset'. */
  kind: string;
  /** The Message-ID header: the same on each attempt to send one mail (lib/mail/jobs). */
  messageId?: string;
}

export interface MailSettings {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  /** A preview deploy: nothing reaches the recipients (outbox, or catchAll over SMTP). */
  preview?: boolean;
  /** In a preview with SMTP: the one address every mail is sent to instead. */
  catchAll?: string;
}

export function defaultMailSettings(): MailSettings {
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? `${env.SITE_NAME} <no-reply@${new URL(env.APP_URL).hostname}>`,
    outboxDir: path.resolve(env.DATA_DIR, 'outbox'),
    preview: isPreview(env),
    catchAll: env.MAIL_CATCHALL,
  };
}

let smtp: {url: string; transport: Transporter} | undefined;

/** Sends (or writes to the outbox) and returns where it went: 'smtp' or the .eml path. */
export async function sendMail(mail: Mail, settings: MailSettings = defaultMailSettings()): Promise<string> {
  // X-Mail-Kind names the mail for filters and logs at the mail provider (and the tests' SMTP catcher).
  const message: SendMailOptions = {from: settings.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: {'X-Mail-Kind': mail.kind}};
  if (mail.messageId) message.messageId = mail.messageId;
  let smtpUrl = settings.smtpUrl;
  if (settings.preview) {
    // A preview mails no customer: over SMTP only to its catch-all address, which sees whom the mail
    // was for; without one (or without SMTP) the mail stays in the outbox.
    if (smtpUrl && settings.catchAll)
      Object.assign(message, {to: settings.catchAll, subject: `[Preview → ${mail.to}] ${mail.subject}`, headers: {...(message.headers as Record<string, string>), 'X-Original-To': mail.to}});
    else smtpUrl = undefined;
  }
  if (smtpUrl) {
    if (smtp?.url !== smtpUrl) smtp = {url: smtpUrl, transport: nodemailer.createTransport(smtpUrl)};
    await smtp.transport.sendMail(message);
    return 'smtp';
  }
  const built = await nodemailer.createTransport({streamTransport: true, buffer: true, newline: 'unix'}).sendMail(message);
  await mkdir(settings.outboxDir, {recursive: true});
  const file = path.join(settings.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.kind}-${randomBytes(3).toString('hex')}.eml`);
  // Written beside it and renamed: a mail client (or a test) never sees half a message.
  await writeFile(`${file}.part`, built.message as Buffer);
  await rename(`${file}.part`, file);
  console.log(`mail: ${mail.kind} to ${mail.to} written to ${file}`);
  return file;
}
