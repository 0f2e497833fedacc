import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {childProcessEnv} from '@/lib/env';
import {startFakeCollector} from '../fakes/otlp';

type Line = {time: string; level: string; msg: string; requestId?: string; traceId?: string; spanId?: string; err?: {name: string; message: string; stack?: string}; [field: string]: unknown};

/** Runs logs-child.mts with these settings; its output, every line parsed as JSON. */
async function runChild(requestId: string, extraEnv: Record<string, string>): Promise<{lines: Line[]; raw: string}> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/logs-child.mts', requestId], {
    env: childProcessEnv({LOG_FORMAT: 'json', TRUST_PROXY: '1', OTEL_SERVICE_NAME: 'storefront-test', ...extraEnv}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let raw = '';
  child.stdout.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  const [code] = await once(child, 'exit');
  assert.equal(code, 0, raw);
  const lines = raw
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line) as Line;
      } catch {
        assert.fail(`not a JSON line: ${line}`);
      }
    });
  return {lines, raw};
}

for (const protocol of ['http/protobuf', 'http/json']) {
  test(`production logs: JSON lines with the request id, and the request's trace at the collector (${protocol})`, async (t) => {
    const collector = await startFakeCollector();
    t.after(() => collector.close());
    const requestId = `nginx-${protocol.slice(5)}-0123456789abcdef`;
    const {lines, raw} = await runChild(requestId, {OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_EXPORTER_OTLP_PROTOCOL: protocol});

    // Every line is a record; the app's console.error(msg, error) is one, with the request's id and its trace.
    for (const line of lines) assert.match(line.time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const failure = lines.find((l) => l.msg === 'payments: confirm failed');
    assert.ok(failure, raw);
    assert.equal(failure.level, 'error');
    assert.equal(failure.requestId, requestId);
    assert.equal(failure.err?.name, 'Error');
    assert.equal(failure.err?.message, 'card declined');
    assert.match(failure.err?.stack ?? '', /logs-child\.mts/);
    assert.match(failure.traceId ?? '', /^[0-9a-f]{32}$/);

    // One line per request: method, path without its query, status, duration.
    const done = lines.find((l) => l.msg === 'request');
    assert.ok(done, raw);
    assert.equal(done.requestId, requestId);
    assert.equal(done.level, 'error');
    assert.deepEqual([done.method, done.path, done.status], ['GET', '/api/orders/SO-1', 502]);
    assert.equal(typeof done.durationMs, 'number');
    assert.ok(!raw.includes('guest-secret'), 'the query (a guest link token) is not logged');

    // The response carried the id the proxy gave.
    assert.equal(lines.find((l) => l.msg.startsWith('answered'))?.msg, `answered { status: 502, requestId: '${requestId}' }`);

    // The trace reached the collector: the server span with its route and the request's id, in the trace the log line names.
    assert.ok(collector.exports.length > 0, 'the exporter sent something');
    assert.ok(
      collector.exports.every((type) => type.includes(protocol === 'http/json' ? 'json' : 'protobuf')),
      collector.exports.join(),
    );
    const span = collector.spans.find((s) => s.name === 'GET /api/orders/[id]');
    assert.ok(span, JSON.stringify(collector.spans));
    assert.equal(span.kind, 2);
    assert.equal(span.service, 'storefront-test');
    assert.equal(span.attributes['http.route'], '/api/orders/[id]');
    assert.deepEqual(span.attributes['http.request.header.x-request-id'], [requestId]);
    assert.equal(span.traceId, failure.traceId);
    assert.equal(span.attributes['http.target'], '/api/orders/SO-1?token=[redacted]');
  });
}

test('production logs without a trusted proxy: the client’s id is replaced, and no traces without an endpoint', async () => {
  const {lines, raw} = await runChild('client-chosen-id-1', {TRUST_PROXY: '0', OTEL_EXPORTER_OTLP_ENDPOINT: ''});
  const failure = lines.find((l) => l.msg === 'payments: confirm failed');
  assert.ok(failure, raw);
  assert.match(failure.requestId ?? '', /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.equal(failure.traceId, undefined);
  assert.equal(lines.find((l) => l.msg === 'request')?.requestId, failure.requestId);
});
