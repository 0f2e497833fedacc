import {EventEmitter} from 'node:events';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {SpanKind} from '@opentelemetry/api';
import {BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor} from '@opentelemetry/sdk-trace-base';
import {parseEnv} from '@/lib/env';
import {createLogger, requestIdFor, routeConsoleToLog, runWithRequest, withRequestContext, type LogLevel, type LogRecord} from '@/lib/log';
import {REQUEST_ID_ATTRIBUTE, RequestSpanProcessor} from '@/lib/log/otel';

const NOW = Date.UTC(2026, 10, 24, 5, 12, 9, 114);

/** A json logger writing into an array. */
function capture() {
  const lines: {line: string; level: LogLevel}[] = [];
  const logger = createLogger({format: 'json', now: () => NOW, write: (line, level) => lines.push({line, level})});
  const records = () => lines.map(({line}) => JSON.parse(line) as LogRecord);
  return {logger, lines, records};
}

describe('log lines (json)', () => {
  test('one line per call: time, level, msg, then the fields', () => {
    const {logger, lines, records} = capture();
    logger.info('order paid', {orderId: 42, provider: 'toss'});
    expect(lines).toHaveLength(1);
    expect(lines[0]!.line).not.toContain('\n');
    expect(lines[0]!.level).toBe('info');
    expect(records()[0]).toEqual({time: '2026-11-24T05:12:09.114Z', level: 'info', msg: 'order paid', orderId: 42, provider: 'toss'});
    expect(Object.keys(records()[0]!).slice(0, 3)).toEqual(['time', 'level', 'msg']);
  });

  test('fields cannot overwrite the record’s own keys; odd values stay JSON', () => {
    const {logger, records} = capture();
    const loop: Record<string, unknown> = {name: 'loop'};
    loop.self = loop;
    logger.warn('odd', {level: 'debug', time: 'never', requestId: 'forged', big: 10n, when: new Date(NOW), loop, list: new Set([1, 2])});
    expect(records()[0]).toMatchObject({level: 'warn', time: '2026-11-24T05:12:09.114Z', big: '10', when: '2026-11-24T05:12:09.114Z', loop: {name: 'loop', self: '[Circular]'}, list: [1, 2]});
    expect(records()[0]!.requestId).toBeUndefined();
  });

  test('lines written while a request is handled carry its id, across awaits and timers', async () => {
    const {logger, records} = capture();
    logger.info('before');
    await withRequestContext({requestId: 'req-0001'}, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.error('inside');
      setImmediate(() => logger.info('later'));
      await new Promise((resolve) => setImmediate(resolve));
    });
    logger.info('after');
    expect(records().map((r) => [r.msg, r.requestId])).toEqual([
      ['before', undefined],
      ['inside', 'req-0001'],
      ['later', 'req-0001'],
      ['after', undefined],
    ]);
  });

  test('errors are written as err: name, message, stack, code, digest and cause', () => {
    const {logger, records} = capture();
    const error = Object.assign(new Error('confirm failed', {cause: new TypeError('fetch failed')}), {code: 'ECONNRESET', digest: '2718281828'});
    logger.error('payments: confirm failed', {err: error, orderId: 7});
    const record = records()[0]!;
    expect(record).toMatchObject({level: 'error', msg: 'payments: confirm failed', orderId: 7});
    expect(record.err).toMatchObject({name: 'Error', message: 'confirm failed', code: 'ECONNRESET', digest: '2718281828', cause: {name: 'TypeError', message: 'fetch failed'}});
    expect(record.err!.stack).toMatch(/^Error: confirm failed\n\s+at /);
    expect(record).not.toHaveProperty('error');
  });

  test('anything thrown that is not an Error is still written', () => {
    const {logger, records} = capture();
    logger.error('odd throw', {error: 'just a string'});
    logger.error('odd throw', {err: {reason: 'object', password: 'hunter2'}});
    expect(records()[0]!.err).toEqual({name: 'NonError', message: 'just a string'});
    expect(records()[1]!.err).toEqual({name: 'NonError', message: '{"reason":"object","password":"[redacted]"}'});
  });

  test('secrets never reach a line: cookies, authorization, passwords, tokens, keys, URL passwords', () => {
    const {logger, lines} = capture();
    logger.info('request from sk_live_51Habc and whsec_0123abcd with test_gsk_e2e', {
      password: 'hunter2',
      headers: {cookie: 'authjs.session-token=abc123', authorization: 'Bearer eyJhbGciOi.payload.sig', accept: 'text/html', 'stripe-signature': 't=1,v1=deadbeef'},
      database: 'postgres://app:s3cr3t@db.internal:5432/shop',
      link: 'https://shop.test/orders/SO-1?token=guest-link-token&lang=ko',
      nested: {user: {email: 'a@b.co', passwordHash: '$argon2id$v=19$x'}},
      resetToken: 'r3s3t',
    });
    const line = lines[0]!.line;
    for (const secret of ['hunter2', 'abc123', 'eyJhbGciOi', 'deadbeef', 's3cr3t', 'guest-link-token', '$argon2id', 'r3s3t', '51Habc', '0123abcd', 'gsk_e2e']) expect(line).not.toContain(secret);
    const record = JSON.parse(line) as LogRecord & Record<string, never>;
    expect(record.headers).toEqual({cookie: '[redacted]', authorization: '[redacted]', accept: 'text/html', 'stripe-signature': '[redacted]'});
    expect(record.database).toBe('postgres://app:[redacted]@db.internal:5432/shop');
    expect(record.link).toBe('https://shop.test/orders/SO-1?token=[redacted]&lang=ko');
    expect(record.nested).toEqual({user: {email: 'a@b.co', passwordHash: '[redacted]'}});
    expect(record.msg).toBe('request from sk_live_[redacted] and whsec_[redacted] with test_gsk_[redacted]');
  });

  test('secrets inside an error message or stack are removed too', () => {
    const {logger, lines} = capture();
    logger.error('redis down', {err: new Error('connect to redis://:p4ssw0rd@cache:6379 failed; Authorization: Basic dXNlcjpwYXNz')});
    expect(lines[0]!.line).not.toContain('p4ssw0rd');
    expect(lines[0]!.line).not.toContain('dXNlcjpwYXNz');
  });

  test('warn and error go to the error stream, info and debug to the output', () => {
    const {logger, lines} = capture();
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    expect(lines.map((l) => l.level)).toEqual(['debug', 'info', 'warn', 'error']);
  });
});

describe('console calls routed to the log', () => {
  test('console.error(msg, error) becomes one record with err, inside the request', () => {
    const {logger, records} = capture();
    const restore = routeConsoleToLog(logger);
    try {
      withRequestContext({requestId: 'req-console-1'}, () => {
        console.error('payments: confirm failed', new Error('card declined'));
        console.log('uploads: removed unused files', {files: 3, bytes: 1024});
        console.warn('%s of %d', 'one', 2);
        console.info('headers', {cookie: 'sid=1', accept: '*/*'});
        console.log('');
      });
      console.error(new Error('outside'));
    } finally {
      restore();
    }
    const [error, info, warn, headers, outside, ...rest] = records();
    expect(rest).toEqual([]);
    expect(error).toMatchObject({level: 'error', msg: 'payments: confirm failed', requestId: 'req-console-1', err: {name: 'Error', message: 'card declined'}});
    expect(info).toMatchObject({level: 'info', msg: 'uploads: removed unused files { files: 3, bytes: 1024 }', requestId: 'req-console-1'});
    expect(warn).toMatchObject({level: 'warn', msg: 'one of 2'});
    expect(headers!.msg).toBe("headers { cookie: '[redacted]', accept: '*/*' }");
    expect(outside).toMatchObject({level: 'error', msg: 'outside', err: {message: 'outside'}});
    expect(outside!.requestId).toBeUndefined();
  });

  test('restore puts the console back; pretty mode leaves it alone', () => {
    const before = console.error;
    routeConsoleToLog(capture().logger)();
    expect(console.error).toBe(before);
    routeConsoleToLog(createLogger({format: 'pretty'}));
    expect(console.error).toBe(before);
  });

  test('pretty mode is plain console output', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const error = new Error('boom');
      createLogger({format: 'pretty'}).error('payments: confirm failed', {err: error, orderId: 7});
      expect(spy).toHaveBeenCalledWith('payments: confirm failed', {orderId: 7}, error);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('request ids', () => {
  test('an incoming X-Request-Id is kept only from behind a trusted proxy, and only when it looks like an id', () => {
    const nginx = '8f14e45fceea167a5a36dedd4bea2543';
    expect(requestIdFor(nginx, 1)).toBe(nginx);
    expect(requestIdFor('3f0c2b1e-9a7d-4c1e-8b2a-5d6e7f809a1b', 2)).toBe('3f0c2b1e-9a7d-4c1e-8b2a-5d6e7f809a1b');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    // TRUST_PROXY=0: clients reach the app directly and could write anything.
    expect(requestIdFor(nginx, 0)).toMatch(uuid);
    for (const bad of ['short', 'has spaces in it', 'line\nbreak-000', 'quote"injection', 'x'.repeat(129), '', 'a, b, c, d, e']) expect(requestIdFor(bad, 1)).toMatch(uuid);
    expect(requestIdFor(['aaaaaaaa1', 'bbbbbbbb2'], 1)).toMatch(uuid);
    expect(requestIdFor(undefined, 1)).toMatch(uuid);
    expect(requestIdFor(undefined, 1)).not.toBe(requestIdFor(undefined, 1));
  });
});

/** What the production server's hook sees: a request and a response, as Node's http gives them. */
function fakeExchange(headers: Record<string, string>, url = '/api/orders/SO-1?token=guest-secret') {
  const req = {method: 'GET', url, headers: {...headers}} as unknown as IncomingMessage;
  const sent: Record<string, unknown> = {};
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    writableFinished: false,
    setHeader(name: string, value: unknown) {
      sent[name.toLowerCase()] = value;
      return this;
    },
  });
  const finish = (status: number) => {
    res.statusCode = status;
    res.writableFinished = true;
    res.emit('close');
  };
  return {req, res: res as unknown as ServerResponse, sent, finish, abort: () => res.emit('close')};
}

describe('runWithRequest (the production server’s hook)', () => {
  test('sets the id on the response and the request, logs inside the handler with it, then one line for the request', async () => {
    const {logger, records} = capture();
    const {req, res, sent, finish} = fakeExchange({'x-request-id': 'nginx-req-000123'});
    const result = await runWithRequest(
      req,
      res,
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        logger.error('payments: confirm failed', {err: new Error('card declined')});
        return 'handled';
      },
      {trustProxy: 1, logger},
    );
    expect(result).toBe('handled');
    expect(sent['x-request-id']).toBe('nginx-req-000123');
    expect(req.headers['x-request-id']).toBe('nginx-req-000123');
    finish(201);
    const [inside, done] = records();
    expect(inside).toMatchObject({level: 'error', msg: 'payments: confirm failed', requestId: 'nginx-req-000123', err: {message: 'card declined'}});
    expect(done).toMatchObject({level: 'info', msg: 'request', requestId: 'nginx-req-000123', method: 'GET', path: '/api/orders/SO-1', status: 201});
    expect(typeof done!.durationMs).toBe('number');
    expect(JSON.stringify(records())).not.toContain('guest-secret');
  });

  test('without a trusted proxy the client’s id is replaced; 5xx and aborted requests are marked', () => {
    const {logger, records} = capture();
    const first = fakeExchange({'x-request-id': 'client-chosen-id'});
    runWithRequest(first.req, first.res, () => undefined, {trustProxy: 0, logger});
    const id = String(first.sent['x-request-id']);
    expect(id).not.toBe('client-chosen-id');
    expect(first.req.headers['x-request-id']).toBe(id);
    first.finish(503);
    const second = fakeExchange({});
    runWithRequest(second.req, second.res, () => undefined, {trustProxy: 1, logger});
    second.abort();
    expect(records()).toEqual([
      expect.objectContaining({level: 'error', msg: 'request', requestId: id, status: 503}),
      expect.objectContaining({level: 'info', msg: 'request', requestId: second.sent['x-request-id'], aborted: true}),
    ]);
  });

  test('in pretty mode there is no line per request (as before)', () => {
    const spy = jest.spyOn(console, 'info').mockImplementation(() => {});
    try {
      const {req, res, sent, finish} = fakeExchange({});
      runWithRequest(req, res, () => undefined, {trustProxy: 0, logger: createLogger({format: 'pretty'})});
      finish(200);
      expect(sent['x-request-id']).toBeDefined();
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('traces', () => {
  test('server spans started while a request is handled carry its id; other spans do not', () => {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({spanProcessors: [new RequestSpanProcessor(), new SimpleSpanProcessor(exporter)]});
    const tracer = provider.getTracer('test');
    withRequestContext({requestId: 'req-trace-01'}, () => {
      tracer.startSpan('GET /api/health', {kind: SpanKind.SERVER}).end();
      tracer.startSpan('render route (app) /', {kind: SpanKind.INTERNAL}).end();
    });
    tracer.startSpan('outside', {kind: SpanKind.SERVER}).end();
    const spans = Object.fromEntries(exporter.getFinishedSpans().map((s) => [s.name, s.attributes[REQUEST_ID_ATTRIBUTE]]));
    expect(spans).toEqual({'GET /api/health': ['req-trace-01'], 'render route (app) /': undefined, outside: undefined});
  });

  test('the URLs spans start with lose their secrets (Next records http.target with the query)', () => {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({spanProcessors: [new RequestSpanProcessor(), new SimpleSpanProcessor(exporter)]});
    provider
      .getTracer('test')
      .startSpan('GET', {kind: SpanKind.SERVER, attributes: {'http.target': '/uploads/12?token=guest-secret&inline=1', 'http.method': 'GET'}})
      .end();
    expect(exporter.getFinishedSpans()[0]!.attributes).toMatchObject({'http.target': '/uploads/12?token=[redacted]&inline=1', 'http.method': 'GET'});
  });
});

describe('configuration', () => {
  test('LOG_FORMAT: json in production unless set, pretty elsewhere; anything else is refused', () => {
    expect(parseEnv({}).LOG_FORMAT).toBe('pretty');
    expect(parseEnv({NODE_ENV: 'production'}).LOG_FORMAT).toBe('json');
    expect(parseEnv({NODE_ENV: 'production', LOG_FORMAT: 'pretty'}).LOG_FORMAT).toBe('pretty');
    expect(parseEnv({LOG_FORMAT: 'json'}).LOG_FORMAT).toBe('json');
    expect(() => parseEnv({LOG_FORMAT: 'xml'})).toThrow(/LOG_FORMAT/);
  });

  test('traces: off without an endpoint; the endpoint must be a URL; a service name by default', () => {
    const env = parseEnv({});
    expect(env.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(env.OTEL_SERVICE_NAME).toBe('storefront');
    expect(parseEnv({OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'shop-eu'})).toMatchObject({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_SERVICE_NAME: 'shop-eu',
    });
    expect(() => parseEnv({OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318 please'})).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    expect(() => parseEnv({OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc'})).toThrow(/OTEL_EXPORTER_OTLP_PROTOCOL/);
  });
});
