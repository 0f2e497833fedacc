/**
 * POST /api/cron/{job} (GET too: Vercel Cron calls with GET): a host's cron asks for one
 * scheduled job's due run, or `mail` to send the mails that are due, with the CRON_SECRET as a
 * bearer token. 401 without it or with another; 404 when the endpoint is off (no CRON_SECRET) or
 * the job is unknown. Free of `server-only` so the integration tests answer as the route does.
 */
import {createHash, timingSafeEqual} from 'node:crypto';
import {runDue, sendDueMails, type Jobs} from './queue';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <secret>` (compared in constant time). */
export function cronAuthorized(request: Request, secret: string): boolean {
  const header = request.headers.get('authorization') ?? '';
  return timingSafeEqual(digest(header), digest(`Bearer ${secret}`));
}

export async function cronAnswer(request: Request, name: string, secret: string | undefined, jobs: () => Promise<Jobs>): Promise<Response> {
  const headers = {'cache-control': 'no-store'};
  if (!secret) return Response.json({error: 'not found'}, {status: 404, headers});
  if (!cronAuthorized(request, secret)) return Response.json({error: 'unauthorized'}, {status: 401, headers: {...headers, 'www-authenticate': 'Bearer'}});
  const queue = await jobs();
  try {
    if (name === 'mail') return Response.json({job: name, sent: await sendDueMails(queue)}, {headers});
    const outcome = await runDue(queue, name);
    if (outcome === 'unknown') return Response.json({error: 'not found'}, {status: 404, headers});
    return Response.json({job: name, ran: outcome === 'ran'}, {headers});
  } catch (error) {
    console.error(`cron: ${name} failed`, error);
    return Response.json({job: name, error: 'failed'}, {status: 500, headers});
  }
}
