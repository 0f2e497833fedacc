/**
 * Outgoing mail on nodemailer: SMTP when SMTP_URL is set, otherwise each message is written as an
 * .eml file to DATA_DIR/outbox (open it in any mail client) and its path is logged.
 */
import {mkdir, writeFile, rename} from 'node:fs/promises';
import path from 'node:path';
import {randomBytes} from 'node:crypto';
import nodemailer, {type Transporter} from 'nodemailer';
import {env} from '@/lib/env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A short name for the outbox file, e.g. 'password-reset'. */
  kind: string;
}

export interface MailSettings {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

export function defaultMailSettings(): MailSettings {
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? `${env.SITE_NAME} <no-reply@${new URL(env.APP_URL).hostname}>`,
    outboxDir: path.resolve(env.DATA_DIR, 'outbox'),
  };
}

let smtp: {url: string; transport: Transporter} | undefined;

/** Sends (or writes to the outbox) and returns where it went: 'smtp' or the .eml path. */
export async function sendMail(mail: Mail, settings: MailSettings = defaultMailSettings()): Promise<string> {
  const message = {from: settings.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html};
  if (settings.smtpUrl) {
    if (smtp?.url !== settings.smtpUrl) smtp = {url: settings.smtpUrl, transport: nodemailer.createTransport(settings.smtpUrl)};
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
