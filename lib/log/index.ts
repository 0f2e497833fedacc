/**
 * Logs an operator can use: `log.info/warn/error(msg, fields?)` (./logger.ts: one JSON line per
 * call in production, with the request's id), the production server's per-request hook
 * runWithRequest (./request.ts), and routeConsoleToLog, which makes console.* calls such lines too.
 * guardProcessOutput (./output.ts) keeps a closed or full stdout/stderr from costing more than log lines.
 * Traces: ./otel.ts (imported by instrumentation.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set).
 */
export {buildRecord, consoleRecordParts, createLogger, log, routeConsoleToLog} from './logger';
export type {LogFields, LogFormat, Logger, LoggerOptions, LogLevel, LogRecord} from './logger';
export {currentRequestId, withRequestContext, type RequestContext} from './context';
export {REDACTED, redactText, sanitize, serializeError, type SerializedError} from './redact';
export {guardProcessOutput, MAX_PENDING_BYTES, type GuardOptions, type OutputState} from './output';
export {REQUEST_ID_HEADER, requestIdFor, runWithRequest, type RunWithRequestOptions} from './request';
