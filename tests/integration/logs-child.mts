/**
 * The production server's logging and tracing in a process of its own, for logs.test.ts: console
 * routed to JSON lines (as scripts/serve.mts does), tracing registered as instrumentation.ts does
 * (OTEL_EXPORTER_OTLP_ENDPOINT from the parent), and an HTTP server whose callback is
 * runWithRequest around a handler that stands in for Next's: a server span named after its route,
 * a timer, an error logged with console.error. The process asks itself once, with the
 * X-Request-Id given as its argument, flushes the traces and exits.
 */
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {SpanKind, trace} from '@opentelemetry/api';
import {env} from '@/lib/env';
import {routeConsoleToLog, runWithRequest} from '@/lib/log';
import {startTracing} from '@/lib/log/otel';

routeConsoleToLog();
await startTracing(env);

const server = createServer((req, res) =>
  runWithRequest(req, res, () =>
    trace.getTracer('next.js').startActiveSpan('GET /api/orders/[id]', {kind: SpanKind.SERVER, attributes: {'http.route': '/api/orders/[id]', 'http.target': req.url ?? '/'}}, async (span) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      console.error('payments: confirm failed', new Error('card declined'));
      res.writeHead(502, {'content-type': 'application/json'}).end('{"success":false}');
      span.end();
    }),
  ),
);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const {port} = server.address() as AddressInfo;

const response = await fetch(`http://127.0.0.1:${port}/api/orders/SO-1?token=guest-secret`, {headers: {'x-request-id': process.argv[2] ?? ''}});
console.log('answered', {status: response.status, requestId: response.headers.get('x-request-id')});
await response.text();
await new Promise((resolve) => setTimeout(resolve, 50));

// The batch exporter sends every few seconds; send now.
const provider = trace.getTracerProvider() as unknown as {getDelegate(): {forceFlush?: () => Promise<void>}};
await provider.getDelegate().forceFlush?.();
server.close();
process.exit(0);
