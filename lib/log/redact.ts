/**
 * What never reaches a log line: cookies, Authorization headers, passwords, tokens, the payment
 * providers' secret keys and the passwords in connection URLs. Values under a secret-sounding key
 * are replaced whole; text (messages, stack traces, formatted objects) is scanned for the shapes
 * secrets take.
 */

export const REDACTED = '[redacted]';

/** Keys whose values are secrets (header names included: cookie, authorization, stripe-signature…). */
const SECRET_KEY = /pass(word|wd|phrase)|^pass$|secret|token|authori[sz]ation|cookie|api[-_]?key|credential|signature|private[-_]?key|session|csrf/i;

/**
 * Every rule runs in time linear in the text: each repeated part is bounded or cannot overlap the
 * next one, so no text makes a rule retry from every position over the rest of it (a `a.a.a…` text
 * cost the unbounded URL rule time quadratic in its length). tests/unit/redact-cost.test.ts measures it.
 */
const TEXT_RULES: readonly (readonly [RegExp, string])[] = [
  // Authorization: Bearer abc… / Basic dXNlcjpwYXNz
  [/\b(Bearer|Basic|Digest)\s+[A-Za-z0-9._~+/=-]{6,}/g, `$1 ${REDACTED}`],
  // Stripe secret and restricted keys, webhook secrets; Toss secret keys.
  [/\b((?:sk|rk)_(?:live|test)|whsec|(?:live|test)_(?:gsk|sk))_[A-Za-z0-9_]+/g, `$1_${REDACTED}`],
  // scheme://user:password@host (DATABASE_URL, REDIS_URL, SMTP_URL…): scheme, user and password bounded.
  [/(\b[a-z][a-z0-9+.-]{0,30}:\/\/[^\s:/@]{0,256}:)[^\s@/]{1,1024}@/gi, `$1${REDACTED}@`],
  // cookie: 'a=b' / "password": "…" / token=`…`, as util.inspect and JSON write them.
  [/((?:^|[\s{,(])["']?(?:(?:proxy-)?authorization|(?:set-)?cookie|password|passwd|secret|token|api[-_]?key)["']?\s*[:=]\s*)(["'`])(?:\\.|(?!\2)[^\\])*\2/gim, `$1$2${REDACTED}$2`],
  // Header lines: "Cookie: a=b; c=d" (blanks within the line only: `\s*` at each line's start ran over every following line).
  [/^([ \t]*(?:(?:proxy-)?authorization|(?:set-)?cookie)[ \t]*:[ \t]*)(?!["'`]).+$/gim, `$1${REDACTED}`],
  // Query strings: ?token=…&code=… (guest order links, mail links, OAuth returns, the demo payment page's key).
  [/([?&](?:token|password|secret|code|key|signature|access_token|id_token|paymentKey|claim)=)[^&\s#"'`]+/gi, `$1${REDACTED}`],
  // A guest's order link, /{country}/order/{token}: the token is the key to the order (an order number is short and stays).
  [/(\/order\/)[A-Za-z0-9_-]{24,}/g, `$1${REDACTED}`],
];

/** The longest text a log line keeps of one value; the rest is counted, not scanned. */
export const MAX_TEXT = 16_384;

/** Text cut to MAX_TEXT characters, saying how many were left out. */
export function clipText(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}… (${text.length - MAX_TEXT} more characters)` : text;
}

/** Text with the secrets it contains replaced, cut to MAX_TEXT first: its cost is bounded by that length. */
export function redactText(text: string): string {
  let out = clipText(text);
  for (const [pattern, replacement] of TEXT_RULES) out = out.replace(pattern, replacement);
  return out;
}

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  /** Node and Prisma error codes (ECONNREFUSED, P2002…). */
  code?: string | number;
  /** Next.js's digest: the number the visitor's error page shows. */
  digest?: string;
  status?: number;
  cause?: SerializedError;
  errors?: SerializedError[];
}

/** An Error (or anything thrown) as plain data, secrets removed. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return {name: 'NonError', message: redactText(typeof error === 'string' ? error : safeJson(error))};
  }
  const out: SerializedError = {name: error.name, message: redactText(error.message)};
  if (error.stack) out.stack = redactText(error.stack);
  const extra = error as Error & {code?: unknown; digest?: unknown; status?: unknown; statusCode?: unknown};
  if (typeof extra.code === 'string' || typeof extra.code === 'number') out.code = extra.code;
  if (typeof extra.digest === 'string') out.digest = extra.digest;
  const status = extra.status ?? extra.statusCode;
  if (typeof status === 'number') out.status = status;
  if (depth < 3 && error.cause !== undefined) out.cause = serializeError(error.cause, depth + 1);
  if (depth < 3 && error instanceof AggregateError) out.errors = error.errors.slice(0, 5).map((e) => serializeError(e, depth + 1));
  return out;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(sanitize(value)) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * A copy of value safe to log: secret keys' values replaced, secrets in strings removed, errors
 * serialised, circular references and depth cut, and only JSON-friendly types left.
 */
export function sanitize(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  switch (typeof value) {
    case 'string':
      return redactText(value);
    case 'number':
    case 'boolean':
    case 'undefined':
      return value;
    case 'bigint':
      return value.toString();
    case 'symbol':
      return value.toString();
    case 'function':
      return `[Function ${value.name || 'anonymous'}]`;
  }
  if (value === null) return null;
  const object = value as object;
  if (object instanceof Error) return serializeError(object);
  if (object instanceof Date) return Number.isNaN(object.getTime()) ? 'Invalid Date' : object.toISOString();
  if (object instanceof URL) return redactText(object.href);
  if (ArrayBuffer.isView(object)) return `[${object.constructor.name} ${object.byteLength} bytes]`;
  if (seen.has(object)) return '[Circular]';
  if (depth >= 6) return Array.isArray(object) ? '[Array]' : '[Object]';
  seen.add(object);
  try {
    if (Array.isArray(object)) return object.slice(0, 100).map((v) => sanitize(v, depth + 1, seen));
    if (object instanceof Set) return [...object].slice(0, 100).map((v) => sanitize(v, depth + 1, seen));
    // Maps and Headers (fetch's, or anything with entries()): their keys are header names.
    const entries = object instanceof Map || isHeaders(object) ? [...(object as Map<unknown, unknown>).entries()] : Object.entries(object);
    const out: Record<string, unknown> = {};
    for (const [key, v] of entries.slice(0, 200)) out[String(key)] = sanitizeField(String(key), v, depth + 1, seen);
    return out;
  } finally {
    seen.delete(object);
  }
}

/** One named value made safe: replaced whole when the name sounds secret. */
export function sanitizeField(key: string, value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  return isSecretKey(key) && value !== undefined && value !== null && value !== '' ? REDACTED : sanitize(value, depth, seen);
}

function isHeaders(object: object): boolean {
  return typeof Headers !== 'undefined' && object instanceof Headers;
}
