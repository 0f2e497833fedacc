import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {SMTPServer} from 'smtp-server';
import {env} from '@/lib/env';
import {defaultMailSettings, sendMail, type Mail} from '@/lib/mail';

// This file runs as a preview deploy with a catch-all address (lib/env read from these values).
jest.mock('@/lib/env', () => {
  const actual = jest.requireActual<typeof import('@/lib/env')>('@/lib/env');
  return {...actual, env: actual.parseEnv({APP_ENV: 'preview', MAIL_CATCHALL: 'qa@studio.example', MAIL_FROM: 'Studio <no-reply@studio.example>'})};
});

interface Received {
  recipients: string[];
  data: string;
}

/** A local SMTP server that keeps what it is sent: each message's envelope recipients and its source. */
async function fakeSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({recipients: session.envelope.rcptTo.map((r) => r.address), data});
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.server.address() as {port: number};
  return {url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve()))};
}

/** A header's value, unfolded, its MIME encoded words decoded (`=?UTF-8?Q?…?=`). */
function header(source: string, name: string): string | undefined {
  const head = source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) return undefined;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

const mail: Mail = {to: 'minsu@cafe.kr', subject: '주문이 접수되었습니다', text: 'Your order ORD-1', html: '<p>Your order ORD-1</p>', kind: 'order-confirmation'};

let outboxDir: string;
beforeEach(() => {
  outboxDir = mkdtempSync(path.join(tmpdir(), 'preview-outbox-'));
  jest.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  rmSync(outboxDir, {recursive: true, force: true});
  jest.restoreAllMocks();
});

describe('mail in a preview deploy', () => {
  test('the settings come from env: a preview, with its catch-all address', () => {
    expect(defaultMailSettings()).toMatchObject({preview: true, catchAll: 'qa@studio.example'});
  });

  test('with SMTP and MAIL_CATCHALL every mail goes to the catch-all alone; whom it was for is in the subject and X-Original-To', async () => {
    const smtp = await fakeSmtp();
    env.SMTP_URL = smtp.url;
    try {
      expect(await sendMail(mail)).toBe('smtp');
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message!.recipients).toEqual(['qa@studio.example']);
      expect(header(message!.data, 'To')).toBe('qa@studio.example');
      expect(header(message!.data, 'X-Original-To')).toBe('minsu@cafe.kr');
      expect(header(message!.data, 'Subject')).toBe('[Preview → minsu@cafe.kr] 주문이 접수되었습니다');
      expect(message!.data).not.toMatch(/^(To|Cc|Bcc): .*minsu@cafe\.kr/im);
      expect(readdirSync(outboxDir)).toEqual([]);
    } finally {
      env.SMTP_URL = undefined;
      await smtp.close();
    }
  });

  test('with SMTP but no catch-all nothing is sent: the mail is written to the outbox', async () => {
    const smtp = await fakeSmtp();
    try {
      const file = await sendMail(mail, {...defaultMailSettings(), smtpUrl: smtp.url, catchAll: undefined, outboxDir});
      expect(file.startsWith(outboxDir) && file.endsWith('.eml')).toBe(true);
      expect(smtp.received).toEqual([]);
      // The outbox keeps the mail as it would have been sent.
      expect(header(readFileSync(file, 'utf8'), 'To')).toBe('minsu@cafe.kr');
    } finally {
      await smtp.close();
    }
  });

  test('without SMTP the catch-all changes nothing: the outbox, as in development', async () => {
    const file = await sendMail(mail, {...defaultMailSettings(), outboxDir});
    expect(readdirSync(outboxDir)).toEqual([path.basename(file)]);
  });

  test('outside a preview the customer gets the mail itself (the catch-all is ignored)', async () => {
    const smtp = await fakeSmtp();
    try {
      expect(await sendMail(mail, {...defaultMailSettings(), smtpUrl: smtp.url, preview: false})).toBe('smtp');
      expect(smtp.received.map((m) => m.recipients)).toEqual([['minsu@cafe.kr']]);
      expect(header(smtp.received[0]!.data, 'Subject')).toBe(mail.subject);
      expect(header(smtp.received[0]!.data, 'X-Original-To')).toBeUndefined();
    } finally {
      await smtp.close();
    }
  });
});
