import 'server-only';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {randomBytes} from 'node:crypto';
import {env} from '@/lib/env';

/**
 * The key that signs session cookies: AUTH_SECRET, or else one generated once and kept in
 * DATA_DIR/auth-secret (readable by the owner only). Several app instances need AUTH_SECRET.
 */
export function authSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  // Read once per process (it signs every guest order link too), not from disk on each request.
  return (generated ??= storedSecret());
}
let generated: string | undefined;

function storedSecret(): string {
  const file = path.resolve(env.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), {recursive: true});
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, {mode: 0o600, flag: 'wx'});
  console.log(`auth: no AUTH_SECRET set; generated one in ${file}`);
  return secret;
}
