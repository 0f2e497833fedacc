import pkg from '@/package.json';
import type {PrismaClient} from '@/lib/db/client';

export interface Health {
  status: 'ok' | 'degraded';
  db: 'up' | 'down';
  version: string;
}

/** Pings the database with a deadline; answers 503 when it does not respond. */
export async function checkHealth(db: Pick<PrismaClient, '$queryRaw'>, timeoutMs = 3_000): Promise<{body: Health; status: 200 | 503}> {
  let timer: NodeJS.Timeout | undefined;
  const up = await Promise.race([
    db.$queryRaw`SELECT 1`.then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  return {
    body: {status: up ? 'ok' : 'degraded', db: up ? 'up' : 'down', version: pkg.version},
    status: up ? 200 : 503,
  };
}
