/**
 * An SMTP server that keeps what it is sent: each message is written as an .eml file to a folder,
 * named like the app's own outbox files (`{time}-{kind}-{random}.eml`, the kind from the
 * X-Mail-Kind header), so the end-to-end tests read mails the same way whether the app wrote them
 * itself (no SMTP_URL) or sent them over SMTP as a deployed shop does.
 */
import {randomBytes} from 'node:crypto';
import {mkdirSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {SMTPServer} from 'smtp-server';

export async function startFakeSmtp(dir: string, port = 0): Promise<{url: string; port: number; close: () => Promise<void>}> {
  mkdirSync(dir, {recursive: true});
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const kind = /^X-Mail-Kind:\s*([\w-]+)/im.exec(raw.toString('utf8', 0, Math.min(raw.length, 16_384)))?.[1] ?? 'mail';
        const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${kind}-${randomBytes(3).toString('hex')}.eml`);
        writeFileSync(`${file}.part`, raw.toString('utf8').replace(/\r\n/g, '\n'));
        renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {url: `smtp://127.0.0.1:${bound}`, port: bound, close: () => new Promise<void>((resolve) => server.close(() => resolve()))};
}
