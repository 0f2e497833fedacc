/** npm run dev: prepares the database like npm start, then runs `next dev` with hot reload. */
import './load-env.mts';
import {spawn} from 'node:child_process';
import path from 'node:path';
import {childProcessEnv, env} from '../lib/env';
import {pgliteDirFor} from '../lib/db/client';
import {applyMigrations} from '../lib/db/migrate';
import {runSeed} from './seed.mts';

await applyMigrations({url: env.DATABASE_URL, pgliteDir: pgliteDirFor(env.DATA_DIR)});
await runSeed();
const nextBin = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
const server = spawn(process.execPath, [nextBin, 'dev', '-p', String(env.PORT)], {stdio: 'inherit', env: childProcessEnv()});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
