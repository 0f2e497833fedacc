/**
 * Logs and traces an operator can use, on the payments server (it runs with
 * OTEL_EXPORTER_OTLP_ENDPOINT set to the fake collector in tests/fakes/otlp.ts, started by
 * tests/fakes/serve.mts): every response carries its request id (the proxy's, from behind a trusted
 * proxy, else a new one), and Next's spans for that request reach the collector over OTLP with the
 * route they served and the request id on them.
 */
import {randomBytes} from 'node:crypto';
import {expect, test} from '@playwright/test';

const fakeOtlp = () => String(test.info().project.metadata.fakeOtlp);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Span = {traceId: string; name: string; kind: number; service?: string; attributes: Record<string, unknown>};
const SERVER = 2;

/** The collector's server spans for one request id (the batch exporter sends every few seconds). */
async function serverSpansOf(requestId: string): Promise<Span[]> {
  const spans = (await (await fetch(`${fakeOtlp()}/__control/spans`)).json()) as Span[];
  return spans.filter((s) => s.kind === SERVER && JSON.stringify(s.attributes['http.request.header.x-request-id']) === JSON.stringify([requestId]));
}

/** Waits for the request's span that names the route (Next names it once routing is done). */
async function routedSpan(requestId: string): Promise<Span> {
  let found: Span | undefined;
  await expect
    .poll(
      async () => {
        found = (await serverSpansOf(requestId)).find((s) => typeof s.attributes['http.route'] === 'string');
        return found !== undefined;
      },
      {message: `a server span for request ${requestId} at the fake collector`, timeout: 30_000, intervals: [250, 500, 1_000]},
    )
    .toBe(true);
  return found!;
}

test.describe.configure({timeout: 60_000});

test('an API response carries the proxy’s request id, and its trace names the route', async ({request}) => {
  // The e2e servers run with TRUST_PROXY=1: the test stands in for nginx, which sets X-Request-Id.
  const id = `e2e-obs-${randomBytes(8).toString('hex')}`;
  const response = await request.get('/api/health', {headers: {'x-request-id': id}});
  expect(response.status()).toBe(200);
  expect(response.headers()['x-request-id']).toBe(id);

  const span = await routedSpan(id);
  expect(span.name).toBe('GET /api/health');
  expect(span.attributes['http.route']).toBe('/api/health');
  expect(span.attributes['http.status_code']).toBe(200);
  expect(span.service).toBe('storefront');
  expect(span.traceId).toMatch(/^[0-9a-f]{32}$/);
});

test('a page gets a new request id, and its trace names the page’s route', async ({request}) => {
  const response = await request.get('/us/terms', {maxRedirects: 0, headers: {'accept-language': 'en'}});
  expect(response.status()).toBe(200);
  const id = response.headers()['x-request-id'] ?? '';
  expect(id).toMatch(UUID);

  const span = await routedSpan(id);
  expect(span.attributes['http.route']).toBe('/[country]/[lang]/terms');
  expect(span.name).toBe('GET /[country]/[lang]/terms');
});

test('an id that is not one is replaced', async ({request}) => {
  const response = await request.get('/api/health', {headers: {'x-request-id': 'no; spaces or <tags> allowed'}});
  expect(response.headers()['x-request-id']).toMatch(UUID);
});
