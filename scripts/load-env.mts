// Scripts see the same .env files as `next start` and `next build` (Next loads them itself).
// Import this first: module evaluation follows import order, so lib/env.ts parses the merged env.
import nextEnv from '@next/env';

nextEnv.loadEnvConfig(process.cwd());
