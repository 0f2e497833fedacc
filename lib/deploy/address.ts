/**
 * The deployable server's address rule. Payment returns, links in mails, canonical and language
 * links, the sitemap and share images are all built on APP_URL. `npm start` (a shop on this
 * machine) falls back to http://localhost:$PORT; the standalone folder is what deploys, where that
 * fallback would send every buyer to their own computer, so it refuses to start without APP_URL.
 * Pure, like ./environment, so scripts and servers share it.
 */
import type {Env} from '@/lib/env';

export function addressRefusal(env: Pick<Env, 'APP_URL_SET' | 'PORT'>): string | undefined {
  if (env.APP_URL_SET) return undefined;
  return [
    'APP_URL is not set. The shop needs its public address (for example APP_URL=https://shop.example.com):',
    'payment providers return buyers to it, mails link to it, and canonical links and the sitemap are built on it.',
    `Without it every buyer would be sent to http://localhost:${env.PORT}. Set APP_URL to the address buyers use`,
    `(http://localhost:${env.PORT} to try the folder on this machine).`,
  ].join(' ');
}
