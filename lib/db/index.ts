import 'server-only';
import {env} from '@/lib/env';
import {createPrismaClient, pgliteDirFor, type PrismaClient} from './client';

const globalForDb = globalThis as unknown as {prisma?: PrismaClient};

/** The app's one database client (kept across hot reloads in development). */
export const db: PrismaClient = (globalForDb.prisma ??= createPrismaClient({url: env.DATABASE_URL, pgliteDir: pgliteDirFor(env.DATA_DIR)}));
