import {db} from '@/lib/db';
import {checkHealth} from '@/lib/health/check';

export const dynamic = 'force-dynamic';

export async function GET() {
  const {body, status} = await checkHealth(db);
  return Response.json(body, {status, headers: {'cache-control': 'no-store'}});
}
