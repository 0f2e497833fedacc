// Generates the Prisma client into lib/generated/prisma.
// Prisma's CLI insists on a schema-engine binary path even for `generate`, which needs no engine;
// pointing it at any existing file stops it from trying to download one (there is no network here).
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
if (!existsSync(path.join(root, 'prisma', 'schema.prisma'))) process.exit(0);
const cli = path.join(root, 'node_modules', 'prisma', 'build', 'index.js');
const result = spawnSync(process.execPath, [cli, 'generate'], {
  cwd: root,
  stdio: 'inherit',
  env: {...process.env, PRISMA_SCHEMA_ENGINE_BINARY: path.join(root, 'package.json'), PRISMA_HIDE_UPDATE_MESSAGE: '1'},
});
process.exit(result.status ?? 1);
