import {connection} from 'next/server';
import {db} from '@/lib/db';
import {checkHealth} from '@/lib/health/check';

export async function GET() {
  // Checked on every request, never prerendered.
  await connection();
  const {body, status} = await checkHealth(db);
  return Response.json(body, {status, headers: {'cache-control': 'no-store'}});
}
