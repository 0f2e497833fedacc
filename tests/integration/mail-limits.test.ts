import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {randomBytes} from 'node:crypto';
import {SMTPServer} from 'smtp-server';
import {sendMail} from '@/lib/mail';
import {passwordResetMail, welcomeMail} from '@/lib/mail/templates';
import {LIMITS, limiter, redisCounter} from '@/lib/rate-limit';
import {env} from '@/lib/env';

const decodeQuotedPrintable = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

test('without SMTP_URL a mail is written to the outbox as an .eml file', async () => {
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  try {
    const mail = await passwordResetMail('ko', 'minsu@cafe.kr', '민수', 'https://studio.example/kr/reset-password?token=abc123');
    const file = await sendMail(mail, {from: 'Studio <no-reply@studio.example>', outboxDir});
    assert.ok(file.startsWith(outboxDir) && file.endsWith('.eml'));
    const eml = readFileSync(file, 'utf8');
    assert.match(eml, /^To: minsu@cafe\.kr$/m);
    assert.match(eml, /Content-Type: text\/html/);
    assert.ok(decodeQuotedPrintable(eml).includes('token=abc123'));
  } finally {
    rmSync(outboxDir, {recursive: true, force: true});
  }
});

test('with SMTP_URL the mail goes to the SMTP server, localised', async () => {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.server.address() as {port: number};
  try {
    const mail = await welcomeMail('vi', 'an@pho.vn', 'https://studio.example/vn');
    assert.equal(await sendMail(mail, {smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Studio <no-reply@studio.example>', outboxDir: '/nonexistent'}), 'smtp');
    assert.equal(received.length, 1);
    assert.match(received[0]!, /^To: an@pho\.vn/m);
    assert.ok(mail.text.includes('https://studio.example/vn') && mail.subject.length > 0);
    assert.notEqual(mail.subject, (await welcomeMail('en', 'an@pho.vn', 'https://studio.example/vn')).subject, 'translated');
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test('rate limits in Redis: shared counters, refused after the limit, reset on success', {skip: env.TEST_REDIS_URL ? false : 'set TEST_REDIS_URL to run against Redis'}, async () => {
  // Two app instances: one counter store, so failures seen by one count for the other.
  const prefix = `rl-test-${randomBytes(4).toString('hex')}:`;
  const counter = redisCounter(env.TEST_REDIS_URL!, prefix);
  const other = redisCounter(env.TEST_REDIS_URL!, prefix);
  try {
    const limits = limiter(counter);
    const otherInstance = limiter(other);
    for (let i = 0; i < 5; i++) await (i % 2 ? limits : otherInstance).fail(LIMITS.loginAccountFailures, 'kim@cafe.kr');
    const blocked = await limits.blocked(LIMITS.loginAccountFailures, 'kim@cafe.kr');
    assert.equal(blocked.blocked, true);
    assert.ok(blocked.retryAfterS > 890 && blocked.retryAfterS <= 900);
    await limits.reset(LIMITS.loginAccountFailures, 'kim@cafe.kr');
    assert.equal((await limits.blocked(LIMITS.loginAccountFailures, 'kim@cafe.kr')).blocked, false);
    for (let i = 0; i < 20; i++) assert.equal((await limits.attempt(LIMITS.loginIp, '10.1.1.1')).allowed, true);
    assert.equal((await limits.attempt(LIMITS.loginIp, '10.1.1.1')).allowed, false);
  } finally {
    await counter.quit();
    await other.quit();
  }
});
