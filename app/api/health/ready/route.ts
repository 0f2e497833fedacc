import {connection} from 'next/server';
import {appReadiness} from '@/lib/health/app';

/** Readiness: 200 when the database, Redis (if configured) and the file storage answer; 503 naming what does not, or while shutting down. */
export async function GET() {
  await connection();
  const {body, status} = await appReadiness();
  return Response.json(body, {status, headers: {'cache-control': 'no-store'}});
}
