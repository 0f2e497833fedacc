/**
 * The layers keep to their places (docs/architecture.md): components render what the domain
 * modules read for them and never ask the database themselves. Types from the schema are fine
 * (`import type`); the client is not. The admin area reads through lib/admin/queries.ts, which
 * asks who is reading before every read.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const root = process.cwd();

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.(?:tsx?|mjs|js)$/.test(e.name) ? [rel] : [];
  });
}

/** Import statements that bring a value (not only types) from the database modules. */
function databaseImports(source: string): string[] {
  const statements = source.match(/^\s*import\s[^;]*?from\s*['"]@\/lib\/db(?:\/[^'"]*)?['"]/gm) ?? [];
  return statements.filter((s) => !/^\s*import\s+type\s/.test(s)).map((s) => s.trim());
}

test('the check finds a value import of the database and lets a type import pass', () => {
  expect(databaseImports("import {db} from '@/lib/db';\nimport type {Order} from '@/lib/db/client';")).toEqual(["import {db} from '@/lib/db'"]);
  expect(databaseImports("import {\n  OrderStatus,\n} from '@/lib/db/client';")).toHaveLength(1);
  expect(databaseImports("import type {OrderStatus} from '@/lib/db/client';")).toEqual([]);
});

test('no component imports the database client', () => {
  const offenders = sources('components').flatMap((file) => databaseImports(readFileSync(path.join(root, file), 'utf8')).map((s) => `${file}: ${s}`));
  expect(offenders).toEqual([]);
});

test('every admin tab reads through the admin queries, which ask who is reading', () => {
  const queries = readFileSync(path.join(root, 'lib/admin/queries.ts'), 'utf8');
  expect(queries).toMatch(/^import 'server-only';/m);
  for (const file of ['OverviewTab', 'OrdersTab', 'UsersTab', 'BriefsTab', 'SettingsTab', 'AuditTab', 'CatalogTab', 'InboxTab', 'OrderThreads', 'ReviewsTab', 'ShowcaseTab']) {
    expect(readFileSync(path.join(root, `components/admin/${file}.tsx`), 'utf8')).toMatch(/adminQueries\.\w+\(/);
  }
});

test('the browser reads JSON answers only through lib/http/client.ts (typed by lib/http/answers.ts), never by casting response.json()', () => {
  const browserFiles = [...sources('components'), 'lib/account/client.ts', 'lib/cart/client.ts'];
  const offenders = browserFiles.filter((file) => /\.json\(\)/.test(readFileSync(path.join(root, file), 'utf8')));
  expect(offenders).toEqual([]);
});

/**
 * Every mutation endpoint goes through the command runner (lib/commands: caller, input, effects
 * after success), as a restCommand adapter or another adapter from lib/commands (fileCommand for
 * a streamed body), or a handler that runs its command with execute() (the no-JS cart form's 303)
 * or through an adapter it builds.
 * jsonHandler/plainHandler and hand-written handlers are for reads.
 */
const MUTATIONS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Routes that may take a write without a command, and why. */
const NOT_COMMANDS: {route: string; why: string}[] = [
  {route: 'app/api/webhooks/', why: "a payment provider's event: authenticated by the provider (its signature, a fresh look-up), not a caller's command"},
  {route: 'app/api/auth/[...nextauth]/', why: "Auth.js's own sign-in, callback and sign-out routes"},
  {route: 'app/api/form-post/', why: 'refuses every form post to an API address (415, lib/commands/multipart refuseFormPost): nothing runs'},
  {route: 'app/api/cron/', why: "a host's scheduler running one due job: authorised by CRON_SECRET's bearer token (lib/jobs/cron), not a caller's command"},
];

/** The query runner reads; a write through it is not a command. */
const READ_RUNNERS = new Set(['restQuery']);

/** The body of a hand-written handler `export [async] function METHOD(...) {...}`: up to its closing brace at the line's start. */
function handlerBody(source: string, method: string): string | undefined {
  const start = new RegExp(`^export\\s+(?:async\\s+)?function\\s+${method}\\b`, 'm').exec(source);
  if (!start) return undefined;
  const rest = source.slice(start.index);
  const end = /^\}/m.exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}

/** The mutation methods a route file exports that do not go through the runner, judged per method. */
function bypassingMethods(source: string): string[] {
  const imported = [...source.matchAll(/^\s*import\s+\{([^}]*)\}\s*from\s*['"]@\/lib\/commands(?:\/[\w-]+)?['"]/gm)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      )
      .filter(Boolean),
  );
  const runners = new Set(imported.filter((name) => !READ_RUNNERS.has(name)));
  // Adapters the file builds at its top level from a runner (`const brief = fileCommand(upload)`) run a command too.
  for (const [, local, runner] of source.matchAll(/^const\s+(\w+)\s*=\s*(\w+)\(/gm)) if (runners.has(runner!)) runners.add(local!);
  const exported = MUTATIONS.filter((method) =>
    new RegExp(`^export\\s+(?:const\\s+${method}\\b|(?:async\\s+)?function\\s+${method}\\b)|^export\\s*(?:const\\s*)?\\{[^}]*\\b${method}\\b[^}]*\\}`, 'm').test(source),
  );
  return exported.filter((method) => {
    const adapter = new RegExp(`^export\\s+const\\s+${method}\\s*=\\s*(\\w+)\\(`, 'm').exec(source)?.[1];
    if (adapter) return !runners.has(adapter);
    // A hand-written handler passes when its own body runs a command: execute(), or an adapter the file builds.
    const body = handlerBody(source, method);
    return body === undefined || ![...runners].some((name) => new RegExp(`\\b${name}\\(`).test(body));
  });
}

test('the bypass check flags a jsonHandler, a plainHandler and a hand-written write, and passes the adapters and execute()', () => {
  expect(bypassingMethods("import {jsonHandler} from '@/lib/http/api';\nexport const POST = jsonHandler(schema, 'Auth', async () => x);")).toEqual(['POST']);
  expect(bypassingMethods("import {plainHandler} from '@/lib/http/api';\nexport const DELETE = plainHandler(async () => x);\nexport const GET = plainHandler(read);")).toEqual(['DELETE']);
  expect(bypassingMethods('export async function PATCH(request: Request) {\n  return Response.json({});\n}')).toEqual(['PATCH']);
  expect(bypassingMethods("import {restCommand} from '@/lib/commands/rest';\nexport const PUT = restCommand(save);\nexport const DELETE = restCommand(drop, {body: false});")).toEqual([]);
  expect(bypassingMethods("import {execute} from '@/lib/commands';\nexport async function POST(request: Request) {\n  await execute(add, input, where);\n}")).toEqual([]);
  expect(bypassingMethods('export const {GET, POST} = handlers;\nexport {handler as PUT};')).toEqual(['POST', 'PUT']);
  expect(bypassingMethods("import {fileCommand} from '@/lib/commands/multipart';\nconst brief = fileCommand(upload);\nexport function POST(request: Request) {\n  return brief(request);\n}")).toEqual(
    [],
  );
  // Naming the runner is not enough: the handler must call it.
  expect(bypassingMethods("import {execute} from '@/lib/commands';\nexport async function POST() {\n  return new Response(null);\n}")).toEqual(['POST']);
  // Per method: a GET that runs a query, or another method that runs a command, does not pass a hand-written write beside it.
  expect(
    bypassingMethods(
      "import {restQuery} from '@/lib/commands/query';\nexport const GET = restQuery(unread);\nexport async function POST(request: Request) {\n  return Response.json(await request.json());\n}",
    ),
  ).toEqual(['POST']);
  expect(
    bypassingMethods(
      "import {execute} from '@/lib/commands';\nexport async function PUT() {\n  return execute(save, input, where);\n}\nexport async function DELETE() {\n  return new Response(null);\n}",
    ),
  ).toEqual(['DELETE']);
  expect(bypassingMethods("import {restQuery} from '@/lib/commands/query';\nexport const POST = restQuery(search);")).toEqual(['POST']);
});

test('every mutation endpoint under app/api goes through the command runner (allow-list above, with its reasons)', () => {
  for (const {route} of NOT_COMMANDS.filter((n) => n.why !== 'being converted')) expect(readdirSync(path.join(root, route)).length).toBeGreaterThan(0);
  const routes = sources('app/api').filter((file) => /(^|\/)route\.ts$/.test(file));
  expect(routes.length).toBeGreaterThan(50);
  const offenders = routes
    .filter((file) => !NOT_COMMANDS.some((n) => file.startsWith(n.route)))
    .flatMap((file) => bypassingMethods(readFileSync(path.join(root, file), 'utf8')).map((method) => `${method} ${file}`));
  expect(offenders).toEqual([]);
});

/**
 * Every read endpoint goes through the query runner (lib/commands/query: the caller checked by the
 * query's `who`, its input validated): `export const GET = restQuery(someQuery)`, never a handler
 * with its own `requireUser`/`instanceof Response` prologue. The GETs below are not reads of the
 * shop's data for a caller, and say why.
 */
const NOT_QUERIES: {route: string; why: string}[] = [
  {route: 'app/api/auth/[...nextauth]/', why: "Auth.js's own sign-in, callback and session routes"},
  {route: 'app/api/auth/google/route.ts', why: 'starts a sign-in: a redirect to the provider (lib/auth/oauth-start startSignIn), not a read'},
  {route: 'app/api/auth/kakao/route.ts', why: 'starts a sign-in: a redirect to the provider (startSignIn), not a read'},
  {route: 'app/api/auth/naver/route.ts', why: 'starts a sign-in: a redirect to the provider (startSignIn), not a read'},
  {route: 'app/api/auth/google/failed/route.ts', why: "next-auth's error page: a redirect back to the storefront"},
  {route: 'app/api/cron/', why: "a host's scheduler (Vercel Cron sends GET) running one due job: authorised by CRON_SECRET's bearer token (lib/jobs/cron), not a read"},
  {route: 'app/api/health/', why: 'liveness and readiness probes for the platform: no caller, no language, never prerendered (connection())'},
];

/** What is wrong with a route file's reads: an auth prologue of its own, or a GET that is not a restQuery adapter. */
function queryProblems(source: string): string[] {
  const problems: string[] = [];
  if (/\binstanceof\s+Response\b/.test(source)) problems.push('instanceof Response');
  const exportsGet = /^export\s+(?:const\s+GET\b|(?:async\s+)?function\s+GET\b)|^export\s*(?:const\s*)?\{[^}]*\bGET\b[^}]*\}/m.test(source);
  const adapter = /^export\s+const\s+GET\s*=\s*restQuery\(/m.test(source) && /^\s*import\s+\{[^}]*\brestQuery\b[^}]*\}\s*from\s*['"]@\/lib\/commands\/query['"]/m.test(source);
  if (exportsGet && !adapter) problems.push('GET without restQuery');
  return problems;
}

test('the read check flags an auth prologue, a plainHandler or hand-written GET, and passes restQuery', () => {
  const prologue =
    "import {plainHandler} from '@/lib/http/api';\nexport const GET = plainHandler(async ({origin}) => {\n  const user = await requireUser(origin.language);\n  if (user instanceof Response) return user;\n});";
  expect(queryProblems(prologue)).toEqual(['instanceof Response', 'GET without restQuery']);
  expect(queryProblems("import {plainHandler} from '@/lib/http/api';\nexport const GET = plainHandler(read);")).toEqual(['GET without restQuery']);
  expect(queryProblems('export async function GET(request: Request) {\n  return Response.json({});\n}')).toEqual(['GET without restQuery']);
  expect(queryProblems('export const {GET, POST} = handlers;')).toEqual(['GET without restQuery']);
  expect(queryProblems("import {restQuery} from '@/lib/commands/query';\nexport const GET = restQuery(ordersQuery);")).toEqual([]);
  expect(
    queryProblems(
      "import {restQuery} from '@/lib/commands/query';\nimport {restCommand} from '@/lib/commands/rest';\nexport const POST = restCommand(save);\nexport const GET = restQuery(list, {headers: {}});",
    ),
  ).toEqual([]);
  // A write's file without a GET has nothing to check; an auth prologue in it is still flagged.
  expect(queryProblems('export const POST = restCommand(save);')).toEqual([]);
  expect(queryProblems('export async function POST() {\n  if (user instanceof Response) return user;\n}')).toEqual(['instanceof Response']);
});

test('every read endpoint under app/api is a restQuery adapter, and no route has its own auth prologue (allow-list above, with its reasons)', () => {
  for (const {route} of NOT_QUERIES) expect(existsSync(path.join(root, route))).toBe(true);
  const routes = sources('app/api').filter((file) => /(^|\/)route\.ts$/.test(file));
  const offenders = routes
    .filter((file) => !NOT_QUERIES.some((n) => file.startsWith(n.route)))
    .flatMap((file) => queryProblems(readFileSync(path.join(root, file), 'utf8')).map((problem) => `${file}: ${problem}`));
  expect(offenders).toEqual([]);
  // Nothing allowed may keep the old prologue either.
  const allowed = routes.filter((file) => NOT_QUERIES.some((n) => file.startsWith(n.route)));
  expect(allowed.filter((file) => /\binstanceof\s+Response\b/.test(readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  expect(routes.filter((file) => /restQuery\(/.test(readFileSync(path.join(root, file), 'utf8'))).length).toBeGreaterThanOrEqual(17);
});

/**
 * Cached functions ('use cache') are public endpoints: Next registers each as a server reference
 * that anyone may call with arguments of their choosing (docs/security.md, "Cached reads are
 * endpoints"). Every one that takes arguments checks them first (lib/cache/arguments), before
 * any query or render; those without arguments have nothing to check.
 */
const CACHED_WITH_ARGUMENTS = ['app/[country]/[lang]/layout.tsx: Chrome', 'lib/catalog/faq/read.ts: itemFaq', 'lib/orders/reviews/read.ts: itemReviews', 'lib/orders/reviews/read.ts: itemShownWork'];

test("every 'use cache' function with arguments checks them before anything else (the list above)", () => {
  const found: string[] = [];
  const unchecked: string[] = [];
  for (const file of [...sources('lib'), ...sources('app')].filter((f) => !f.startsWith('lib/generated'))) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const m of text.matchAll(/function\s+(\w+)\s*\(([^)]*)\)[^{]*\{\s*'use cache';\n((?:\s*\/\/[^\n]*\n)*)\s*([^\n]*)/g)) {
      const [, name, params, , first] = m;
      if (!params!.trim()) continue;
      found.push(`${file}: ${name}`);
      if (!/^check\w+\(/.test(first!.trim())) unchecked.push(`${file}: ${name}`);
    }
  }
  expect(found.sort()).toEqual([...CACHED_WITH_ARGUMENTS].sort());
  expect(unchecked).toEqual([]);
});

/**
 * A change's mail is queued in the change's own transaction (docs/operations.md, "Background
 * jobs"): a crash right after the commit cannot lose it, and a change whose mail cannot be queued
 * is not saved. So no command queues a mail from `after` or `afterAnswer`, which run once the
 * change has committed, apart from the account link mails listed here: sending them inside the
 * answer would tell a caller whether an address has an account (the time of the queue's insert),
 * and each is asked for again by the person who wants it ("Resend", "Forgot password?").
 */
const MAILS_AFTER_THE_ANSWER = ['lib/auth/commands.ts'];
const MAIL_CALL = /\b(?:notifyStudio|sendOrderUpdate|sendQuoteMail|sendQuoteRequestMail|sendMessageMail|queueComposedMail|queueOrderPaidMails|enqueueMail|enqueueDigestNews)\(/;

/** The bodies of `after(...)` / `afterAnswer(...)` calls in a source that queue a mail. */
function mailsAfterCommit(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/\b(?:after|afterAnswer)\(/g)) {
    // The call's body: up to its closing parenthesis.
    let depth = 0;
    let end = m.index! + m[0].length - 1;
    for (; end < source.length; end++) {
      if (source[end] === '(') depth++;
      else if (source[end] === ')' && --depth === 0) break;
    }
    const body = source.slice(m.index!, end + 1);
    if (MAIL_CALL.test(body)) found.push(body.split('\n')[0]!.trim());
  }
  return found;
}

test('the check finds a mail queued after the commit and passes one queued in the transaction', () => {
  expect(mailsAfterCommit('after(() => notifyStudio({kind: "contact", message}));')).toHaveLength(1);
  expect(mailsAfterCommit('afterAnswer(async () => {\n  await queueComposedMail(db, mail);\n});')).toHaveLength(1);
  expect(mailsAfterCommit('await inTransaction(db, async (tx) => { await save(tx); await notifyStudio(news, tx); });')).toEqual([]);
  expect(mailsAfterCommit('after(async () => rememberCartCount(await cartCount(db, cart)));')).toEqual([]);
});

test("every command queues its mails in the change's transaction, never after it committed (the list above, with its reason)", () => {
  const offenders = sources('lib')
    .filter((file) => !MAILS_AFTER_THE_ANSWER.includes(file))
    .flatMap((file) => mailsAfterCommit(readFileSync(path.join(root, file), 'utf8')).map((call) => `${file}: ${call}`));
  expect(offenders).toEqual([]);
  for (const file of MAILS_AFTER_THE_ANSWER) expect(mailsAfterCommit(readFileSync(path.join(root, file), 'utf8')).length).toBeGreaterThan(0);
});
