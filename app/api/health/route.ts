import {connection} from 'next/server';
import {liveness} from '@/lib/health/check';

/** Liveness: 200 while this process answers requests (nothing outside it is asked; see ./ready). */
export async function GET() {
  // Answered on every request, never prerendered.
  await connection();
  const {body, status} = liveness();
  return Response.json(body, {status, headers: {'cache-control': 'no-store'}});
}
