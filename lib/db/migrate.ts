/**
 * Migrations without Prisma's native schema engine (which would be downloaded at install time):
 * the engine's WebAssembly build applies the committed SQL through the same driver adapters the
 * app uses, and writes the next migration's SQL by diffing the migrations against the schema
 * (replayed into an in-memory PGlite, so no database server is needed).
 */
import {readFileSync, readdirSync, existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {PGlite} from '@electric-sql/pglite';
import {bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory} from '@prisma/driver-adapter-utils';
import {PrismaPGlite} from 'pglite-prisma-adapter';
import {createAdapter, type DatabaseTarget} from './client';

type EngineModule = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');
type SchemaEngine = Awaited<ReturnType<EngineModule['SchemaEngine']['new']>>;

export interface MigrationPaths {
  schemaPath: string;
  migrationsDir: string;
}

export function defaultPaths(root = process.cwd()): MigrationPaths {
  return {schemaPath: path.join(root, 'prisma', 'schema.prisma'), migrationsDir: path.join(root, 'prisma', 'migrations')};
}

let engineModule: Promise<EngineModule> | undefined;

async function loadEngine(): Promise<EngineModule> {
  engineModule ??= (async () => {
    const bg = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as EngineModule;
    // The .wasm is not in the package's exports: resolve the JS glue and take its sibling.
    const require = createRequire(path.join(process.cwd(), 'package.json'));
    const wasmPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg').replace(/\.js$/, '.wasm');
    const {instance} = await WebAssembly.instantiate(readFileSync(wasmPath), {'./schema_engine_bg.js': bg as unknown as WebAssembly.ModuleImports});
    const exports = instance.exports as unknown as {__wbindgen_start: () => void};
    (bg as unknown as {__wbg_set_wasm: (e: unknown) => void}).__wbg_set_wasm(instance.exports);
    exports.__wbindgen_start();
    return bg;
  })();
  return engineModule;
}

interface ScriptRunner {
  client: PGlite;
  executeScript: (script: string) => Promise<void>;
  onError: (e: unknown) => never;
}

/**
 * pglite-prisma-adapter 0.7.2 runs migration scripts without awaiting them, so a failing migration
 * is recorded as applied. Await the script and let the adapter translate the error.
 */
function awaitScripts<T>(adapter: T): T {
  const a = adapter as unknown as ScriptRunner;
  a.executeScript = async (script: string) => {
    try {
      await a.client.exec(script);
    } catch (e) {
      a.onError(e);
    }
  };
  return adapter;
}

interface Opened {
  factory: SqlMigrationAwareDriverAdapterFactory;
  /** Closes every connection the engine opened through the factory. */
  close: () => Promise<void>;
}

function migrationAware(target: DatabaseTarget): Opened {
  const factory = createAdapter(target) as unknown as SqlMigrationAwareDriverAdapterFactory;
  const isPglite = factory instanceof PrismaPGlite;
  const opened: {dispose?: () => Promise<void>}[] = [];
  const track = <T,>(adapter: T): T => {
    opened.push(adapter as {dispose?: () => Promise<void>});
    return isPglite ? awaitScripts(adapter) : adapter;
  };
  const connect = factory.connect.bind(factory);
  const shadow = factory.connectToShadowDb.bind(factory);
  factory.connect = async () => track(await connect());
  factory.connectToShadowDb = async () => track(await shadow());
  return {
    factory,
    close: async () => {
      for (const a of opened) await a.dispose?.().catch(() => {});
      if (isPglite) await (factory as unknown as {client: PGlite}).client.close().catch(() => {});
    },
  };
}

function migrationList(paths: MigrationPaths) {
  const dirs = existsSync(paths.migrationsDir)
    ? readdirSync(paths.migrationsDir, {withFileTypes: true})
        .filter((d) => d.isDirectory() && existsSync(path.join(paths.migrationsDir, d.name, 'migration.sql')))
        .map((d) => d.name)
        .sort()
    : [];
  return {
    baseDir: paths.migrationsDir,
    lockfile: {path: 'migration_lock.toml', content: 'provider = "postgresql"'},
    shadowDbInitScript: '',
    migrationDirectories: dirs.map((d) => ({
      path: d,
      migrationFile: {path: 'migration.sql', content: {tag: 'ok' as const, value: readFileSync(path.join(paths.migrationsDir, d, 'migration.sql'), 'utf8')}},
    })),
  };
}

const FILTERS = {externalTables: [], externalEnums: []};

async function withEngine<T>(target: DatabaseTarget, paths: MigrationPaths, run: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const bg = await loadEngine();
  const schema = readFileSync(paths.schemaPath, 'utf8');
  const {factory, close} = migrationAware(target);
  const engine = await bg.SchemaEngine.new({datamodels: [[paths.schemaPath, schema]]} as never, () => {}, bindMigrationAwareSqlAdapterFactory(factory));
  try {
    return await run(engine);
  } finally {
    engine.free();
    await close();
  }
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

function engineMessage(e: unknown): string {
  if (e instanceof Error) return e.message;
  if (typeof e === 'object' && e && 'message' in e) return String((e as {message: unknown}).message);
  return String(e);
}

/** Applies every committed migration not yet applied. Returns the names just applied. */
export async function applyMigrations(target: DatabaseTarget, paths: MigrationPaths = defaultPaths()): Promise<string[]> {
  return withEngine(target, paths, async (engine) => {
    try {
      const out = await engine.applyMigrations({migrationsList: migrationList(paths), filters: FILTERS});
      return out.appliedMigrationNames;
    } catch (e) {
      throw new MigrationError(engineMessage(e));
    }
  });
}

/** SQL that takes the committed migrations to the current schema; '' when nothing changed. */
export async function pendingSchemaSql(paths: MigrationPaths = defaultPaths()): Promise<string> {
  const schema = readFileSync(paths.schemaPath, 'utf8');
  return withEngine({pgliteDir: 'memory://'}, paths, async (engine) => {
    const out = await engine.diff({
      from: {tag: 'migrations', ...migrationList(paths)},
      to: {tag: 'schemaDatamodel', files: [{path: paths.schemaPath, content: schema}]},
      script: true,
      exitCode: true,
      filters: FILTERS,
    } as never);
    return out.exitCode === 2 ? (out.stdout ?? '') : '';
  });
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
