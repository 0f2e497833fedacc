/**
 * The logger (lib/log re-exports it), for server code and scripts alike: `log.info(msg, fields?)`, `log.warn`,
 * `log.error`. With LOG_FORMAT=json (the default in production) every call is one line of JSON:
 *
 *   {"time":"2026-11-24T05:12:09.114Z","level":"error","msg":"payments: confirm failed",
 *    "requestId":"3f0c…","traceId":"4bf9…","spanId":"00f0…","orderId":42,
 *    "err":{"name":"TypeError","message":"…","stack":"…"}}
 *
 * requestId is there while a request is being handled (lib/log/context.ts); traceId and spanId
 * when a trace span is active (OTEL_EXPORTER_OTLP_ENDPOINT, instrumentation.ts). Fields under
 * secret-sounding keys and secrets written into text are replaced (lib/log/redact.ts).
 * With LOG_FORMAT=pretty the calls are plain console output, as before.
 *
 * routeConsoleToLog() (the production server installs it first thing, in json mode) turns
 * console.log/info/warn/error/debug into such lines too, so Next's own error logs and the app's
 * console.error('payments: …', error) calls carry the request id without changing them.
 */
import {isSpanContextValid, trace} from '@opentelemetry/api';
import {formatWithOptions, stripVTControlCharacters} from 'node:util';
import {env} from '@/lib/env';
import {currentRequestId} from './context';
import {sanitize, sanitizeField, serializeError, type SerializedError} from './redact';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFormat = 'json' | 'pretty';
export type LogFields = Record<string, unknown>;

export interface LogRecord {
  time: string;
  level: LogLevel;
  msg: string;
  requestId?: string;
  traceId?: string;
  spanId?: string;
  err?: SerializedError;
  [field: string]: unknown;
}

export interface Logger {
  readonly format: LogFormat;
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  /** An error to record goes in fields.err (or fields.error): it is written as "err". */
  error(msg: string, fields?: LogFields): void;
  /** One console call's arguments as a record (what routeConsoleToLog writes). */
  console(level: LogLevel, args: unknown[]): void;
}

export interface LoggerOptions {
  format: LogFormat;
  /** Where json lines go (default: stdout, warn and error to stderr). */
  write?: (line: string, level: LogLevel) => void;
  /** The current time in ms (default: the wall clock, see wallClock). */
  now?: () => number;
}

const RESERVED = new Set(['time', 'level', 'msg', 'requestId', 'traceId', 'spanId', 'err']);

/**
 * The wall clock, read without Next's Cache Components check: Next replaces Date (its
 * node-environment) so that new Date()/Date.now() in a prerender makes the page dynamic, and a
 * log line must not do that. The production server loads this module before Next, so the first
 * copy of it keeps the original Date.now for every copy; loaded later, it counts from the process
 * start on the monotonic clock instead.
 */
const CLOCK = Symbol.for('studio.log.clock');
const clocks = globalThis as Record<symbol, (() => number) | undefined>;
if (!clocks[CLOCK] && Date.now.name === 'now') clocks[CLOCK] = Date.now.bind(Date);
const wallClock = (): number => (clocks[CLOCK] ?? (() => performance.timeOrigin + performance.now()))();

function defaultWrite(line: string, level: LogLevel): void {
  (level === 'warn' || level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}

/** The active span's ids, when tracing is on. */
function traceIds(): {traceId?: string; spanId?: string} {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context) ? {traceId: context.traceId, spanId: context.spanId} : {};
}

/** The JSON record of one call. */
export function buildRecord(level: LogLevel, msg: string, fields: LogFields | undefined, time: number): LogRecord {
  const record: LogRecord = {time: new Date(time).toISOString(), level, msg: stripVTControlCharacters(sanitize(msg) as string)};
  const requestId = currentRequestId();
  if (requestId) record.requestId = requestId;
  Object.assign(record, traceIds());
  let error: unknown;
  for (const [key, value] of Object.entries(fields ?? {})) {
    if ((key === 'err' || key === 'error') && error === undefined && value !== undefined) error = value;
    else if (!RESERVED.has(key)) record[key] = sanitizeField(key, value);
  }
  if (error !== undefined) record.err = serializeError(error);
  return record;
}

const INSPECT = {colors: false, depth: 4, breakLength: Infinity, compact: 3} as const;

/**
 * A console call's arguments as msg and err: the first Error becomes err, the other arguments are
 * formatted as console.log formats them (secrets removed first), on one line.
 */
export function consoleRecordParts(args: unknown[]): {msg: string; err?: unknown} {
  const index = args.findIndex((a) => a instanceof Error);
  const error = index >= 0 ? (args[index] as Error) : undefined;
  const rest = index >= 0 ? args.filter((_, i) => i !== index) : args;
  const shown = rest.map((a) => (typeof a === 'string' ? a : sanitize(a)));
  const msg = shown.length ? formatWithOptions(INSPECT, ...shown).trim() : (error?.message ?? '');
  return {msg: msg || (error?.message ?? ''), err: error};
}

export function createLogger(options: LoggerOptions): Logger {
  const write = options.write ?? defaultWrite;
  const now = options.now ?? wallClock;
  const emit = (level: LogLevel, msg: string, fields?: LogFields) => {
    write(JSON.stringify(buildRecord(level, msg, fields, now())), level);
  };
  const pretty = (level: LogLevel, msg: string, fields?: LogFields) => {
    const {err, error, ...rest} = fields ?? {};
    const args: unknown[] = [msg];
    if (Object.keys(rest).length) args.push(rest);
    if (err ?? error) args.push(err ?? error);
    console[level](...args);
  };
  const out = options.format === 'json' ? emit : pretty;
  return {
    format: options.format,
    debug: (msg, fields) => out('debug', msg, fields),
    info: (msg, fields) => out('info', msg, fields),
    warn: (msg, fields) => out('warn', msg, fields),
    error: (msg, fields) => out('error', msg, fields),
    console(level, args) {
      if (options.format !== 'json') {
        console[level](...args);
        return;
      }
      const {msg, err} = consoleRecordParts(args);
      // Blank lines (Next prints some around its notices) are no records.
      if (msg === '' && err === undefined) return;
      emit(level, msg, err === undefined ? undefined : {err});
    },
  };
}

/** The process's logger, in LOG_FORMAT. */
export const log: Logger = createLogger({format: env.LOG_FORMAT});

const ROUTED = Symbol.for('studio.log.consoleRouted');
const CONSOLE_LEVELS = {log: 'info', info: 'info', debug: 'debug', warn: 'warn', error: 'error'} as const satisfies Record<string, LogLevel>;

/**
 * In json mode, console.log/info/debug/warn/error write log records (through logger) instead of
 * plain text; in pretty mode nothing changes. Once per process: the server entry calls it before
 * Next is loaded, so Next's own console wrappers (which step out of its render scopes first) sit
 * on top of these. Returns a function that puts the previous methods back (for tests).
 */
export function routeConsoleToLog(logger: Logger = log): () => void {
  const holder = globalThis as Record<symbol, boolean | undefined>;
  if (logger.format !== 'json' || holder[ROUTED]) return () => {};
  holder[ROUTED] = true;
  const target = console as unknown as Record<keyof typeof CONSOLE_LEVELS, (...args: unknown[]) => void>;
  const previous = {...target};
  for (const [method, level] of Object.entries(CONSOLE_LEVELS) as [keyof typeof CONSOLE_LEVELS, LogLevel][]) {
    target[method] = function routed(...args: unknown[]) {
      logger.console(level, args);
    };
  }
  return () => {
    for (const method of Object.keys(CONSOLE_LEVELS) as (keyof typeof CONSOLE_LEVELS)[]) target[method] = previous[method];
    holder[ROUTED] = false;
  };
}
