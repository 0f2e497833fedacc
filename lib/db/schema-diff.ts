/**
 * Writing the next migration (`npm run db:migration -- <name>`) and the test that no migration was
 * forgotten: the SQL that takes the committed migrations to prisma/schema.prisma. Prisma's schema
 * engine computes it; its CLI form (`prisma migrate diff`) runs a native binary that Prisma
 * downloads on first use, which an offline machine cannot, so this uses the engine's WebAssembly
 * package through its package entry, replaying the migrations into an in-memory PGlite (no
 * database server needed). A developer tool only: nothing that applies migrations or serves
 * requests loads it (lib/db/migrate.ts applies them).
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {PGlite} from '@electric-sql/pglite';
import {bindMigrationAwareSqlAdapterFactory} from '@prisma/driver-adapter-utils';
import {PrismaPGlite} from 'pglite-prisma-adapter';
import {defaultPaths, MigrationError, migrationFiles, type MigrationPaths} from './migrate';

type Engine = typeof import('@prisma/schema-engine-wasm');

function migrationList(paths: MigrationPaths) {
  return {
    baseDir: paths.migrationsDir,
    lockfile: {path: 'migration_lock.toml', content: 'provider = "postgresql"'},
    shadowDbInitScript: '',
    migrationDirectories: migrationFiles(paths).map((f) => ({path: f.name, migrationFile: {path: 'migration.sql', content: {tag: 'ok' as const, value: f.sql}}})),
  };
}

/** SQL that takes the committed migrations to the current schema; '' when nothing changed. */
export async function pendingSchemaSql(paths: MigrationPaths = defaultPaths()): Promise<string> {
  const engineModule: Engine = await import('@prisma/schema-engine-wasm');
  const schema = readFileSync(paths.schemaPath, 'utf8');
  const client = new PGlite('memory://');
  const factory = new PrismaPGlite(client);
  const engine = await engineModule.SchemaEngine.new({datamodels: [[paths.schemaPath, schema]]}, () => {}, bindMigrationAwareSqlAdapterFactory(factory as never));
  try {
    const out = await engine.diff({
      from: {tag: 'migrations', ...migrationList(paths)},
      to: {tag: 'schemaDatamodel', files: [{path: paths.schemaPath, content: schema}]},
      script: true,
      exitCode: true,
      filters: {externalTables: [], externalEnums: []},
    } as never);
    return out.exitCode === 2 ? (out.stdout ?? '') : '';
  } finally {
    engine.free();
    await client.close().catch(() => {});
  }
}

/** Writes prisma/migrations/<timestamp>_<name>/migration.sql when the schema changed. */
export async function createMigration(name: string, paths: MigrationPaths = defaultPaths(), now = new Date()): Promise<string | undefined> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new MigrationError('Migration names use lower-case letters, digits and underscores.');
  const sql = await pendingSchemaSql(paths);
  if (!sql.trim()) return undefined;
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const dir = path.join(paths.migrationsDir, `${stamp}_${name}`);
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'migration.sql'), sql);
  writeFileSync(path.join(paths.migrationsDir, 'migration_lock.toml'), 'provider = "postgresql"\n');
  return dir;
}
