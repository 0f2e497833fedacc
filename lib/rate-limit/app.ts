import 'server-only';
import {env} from '@/lib/env';
import {limiter, memoryCounter, redisCounter, type Limiter} from './index';

const globalForLimits = globalThis as unknown as {limits?: Limiter};

/** The app's limiter: Redis when REDIS_URL is set, else this process's memory. */
export const limits: Limiter = (globalForLimits.limits ??= limiter(env.REDIS_URL ? redisCounter(env.REDIS_URL) : memoryCounter()));
