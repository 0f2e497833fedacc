/**
 * A guest's order link (/{country}/order/{token}) opens the order to whoever has it: neither the
 * request log nor a trace may carry the token, nor the keys that travel in queries.
 */
import {EventEmitter} from 'node:events';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {SpanKind} from '@opentelemetry/api';
import {BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor} from '@opentelemetry/sdk-trace-base';
import {createLogger, runWithRequest, type LogRecord} from '@/lib/log';
import {RequestSpanProcessor} from '@/lib/log/otel';

const TOKEN = 'Qm9yZGVyLXRva2VuLWZvci10ZXN0cy0wMTIzNDU2Nzg5YQ';

function requestLine(url: string): LogRecord {
  const lines: string[] = [];
  const logger = createLogger({format: 'json', now: () => 0, write: (line) => lines.push(line)});
  const req = {method: 'GET', url, headers: {}} as unknown as IncomingMessage;
  const res = Object.assign(new EventEmitter(), {statusCode: 200, writableFinished: true, setHeader: () => res});
  runWithRequest(req, res as unknown as ServerResponse, () => undefined, {trustProxy: 0, logger});
  res.emit('close');
  return JSON.parse(lines[0]!) as LogRecord;
}

describe('guest order links in logs and traces', () => {
  test.each([
    [`/us/order/${TOKEN}`, '/us/order/[redacted]'],
    [`/kr/order/${TOKEN}/receipt`, '/kr/order/[redacted]/receipt'],
    [`/jp/ja/order/${TOKEN}?x=1`, '/jp/ja/order/[redacted]'],
    // A signed-in buyer's link names the order's number, which opens nothing by itself.
    ['/us/order/SO-20261201-CLZFA3', '/us/order/SO-20261201-CLZFA3'],
  ])('the request log writes %s as %s', (url, logged) => {
    const line = requestLine(url);
    expect(line.path).toBe(logged);
    expect(JSON.stringify(line)).not.toContain(TOKEN);
  });

  test('a token past the logged length of a path is masked before the path is cut', () => {
    const line = requestLine(`/us/${'x'.repeat(480)}/order/${TOKEN}`);
    expect(JSON.stringify(line)).not.toContain(TOKEN.slice(0, 12));
  });

  test("traces' URL attributes lose the token in the path and the keys in the query", () => {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({spanProcessors: [new RequestSpanProcessor(), new SimpleSpanProcessor(exporter)]});
    const attributes = {
      'http.target': `/us/order/${TOKEN}?_rsc=1`,
      'url.path': `/us/order/${TOKEN}`,
      'http.url': `http://shop.test/api/orders/o1/messages?token=${TOKEN}`,
      'url.full': `http://shop.test/us/payment/demo?orderId=SO-1&amount=100&paymentKey=${TOKEN}`,
    };
    provider.getTracer('test').startSpan('GET /[country]/[lang]/order/[ref]', {kind: SpanKind.SERVER, attributes}).end();
    const recorded = exporter.getFinishedSpans()[0]!.attributes;
    expect(recorded).toMatchObject({
      'http.target': '/us/order/[redacted]?_rsc=1',
      'url.path': '/us/order/[redacted]',
      'http.url': 'http://shop.test/api/orders/o1/messages?token=[redacted]',
      'url.full': 'http://shop.test/us/payment/demo?orderId=SO-1&amount=100&paymentKey=[redacted]',
    });
    expect(JSON.stringify(recorded)).not.toContain(TOKEN);
  });
});
