/**
 * Traces, when OTEL_EXPORTER_OTLP_ENDPOINT is set: instrumentation.ts imports this module only
 * then, and startTracing registers OpenTelemetry through @vercel/otel (which works on any Node
 * server, not only on Vercel). From then on Next.js records its own spans (the request, as
 * "GET /[country]/[lang]" or "GET /api/health", rendering, route handlers, fetches) and they go to
 * the collector over OTLP/HTTP (OTEL_EXPORTER_OTLP_PROTOCOL, OTEL_EXPORTER_OTLP_HEADERS and the
 * other standard OTEL_* variables are read by the exporter itself).
 *
 * Each request's server spans carry its id (http.request.header.x-request-id), and log lines
 * written inside a span carry its traceId (lib/log): logs and traces find each other both ways.
 * Secrets in the URLs spans record (?token=…, a guest's order link /{country}/order/{token}) are
 * removed as in the logs.
 */
import {SpanKind} from '@opentelemetry/api';
import type {Span, SpanProcessor} from '@opentelemetry/sdk-trace-base';
import type {Env} from '@/lib/env';
import {currentRequestId} from './context';
import {redactText} from './redact';

/** OpenTelemetry's name for a request header captured on a span (its value: the header's values). */
export const REQUEST_ID_ATTRIBUTE = 'http.request.header.x-request-id';

/** Attributes that hold a URL, its path or its query, where guest-link tokens and OAuth codes travel. */
const URL_ATTRIBUTES = ['http.target', 'http.url', 'url.full', 'url.path', 'url.query'];

/**
 * Puts the request's id on each server span started while the request is handled, and takes the
 * secrets out of the URLs spans start with (Next records http.target with its query).
 */
export class RequestSpanProcessor implements SpanProcessor {
  onStart(span: Span): void {
    for (const name of URL_ATTRIBUTES) {
      const value = span.attributes[name];
      if (typeof value === 'string') span.setAttribute(name, redactText(value));
    }
    if (span.kind !== SpanKind.SERVER) return;
    const requestId = currentRequestId();
    if (requestId) span.setAttribute(REQUEST_ID_ATTRIBUTE, [requestId]);
  }
  onEnd(): void {}
  forceFlush(): Promise<void> {
    return Promise.resolve();
  }
  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

/** Registers tracing when an endpoint is configured; says whether it did. */
export async function startTracing(settings: Pick<Env, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME'>): Promise<boolean> {
  if (!settings.OTEL_EXPORTER_OTLP_ENDPOINT) return false;
  const {registerOTel} = await import('@vercel/otel');
  registerOTel({serviceName: settings.OTEL_SERVICE_NAME, spanProcessors: ['auto', new RequestSpanProcessor()]});
  return true;
}
