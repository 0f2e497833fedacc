/**
 * A fake OpenTelemetry collector for offline tests: it takes OTLP/HTTP trace exports
 * (POST /v1/traces, protobuf as @vercel/otel sends by default, or JSON with
 * OTEL_EXPORTER_OTLP_PROTOCOL=http/json, gzipped or not) and keeps the spans in memory, decoded to
 * {traceId, spanId, parentSpanId, name, kind, service, scope, attributes, status}.
 * GET /__control/spans lists them; POST /__control/reset forgets them.
 *
 * The protobuf reader knows only the fields of opentelemetry/proto/trace/v1 that tests look at
 * (names, ids, kinds, attributes, status); anything else is skipped by its wire type.
 */
import {createServer, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';
import {gunzipSync} from 'node:zlib';

export interface CollectedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OpenTelemetry's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  /** The resource's service.name. */
  service?: string;
  /** The instrumentation scope (tracer) name: "next.js" for Next's own spans. */
  scope?: string;
  attributes: Record<string, unknown>;
  status?: {code: number; message?: string};
}

export interface FakeCollector {
  url: string;
  spans: CollectedSpan[];
  /** How many export requests arrived, and in which content types. */
  exports: string[];
  reset(): void;
  close(): Promise<void>;
}

// --- protobuf wire format -------------------------------------------------------------------

type Field = {no: number; wire: number; varint?: bigint; bytes?: Uint8Array; fixed?: Uint8Array};

function* fields(buf: Uint8Array): Generator<Field> {
  let pos = 0;
  const varint = (): bigint => {
    let result = 0n;
    let shift = 0n;
    for (;;) {
      if (pos >= buf.length) throw new Error('truncated varint');
      const byte = buf[pos++]!;
      result |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return result;
      shift += 7n;
    }
  };
  while (pos < buf.length) {
    const key = varint();
    const no = Number(key >> 3n);
    const wire = Number(key & 7n);
    if (wire === 0) yield {no, wire, varint: varint()};
    else if (wire === 1 || wire === 5) {
      const size = wire === 1 ? 8 : 4;
      yield {no, wire, fixed: buf.subarray(pos, pos + size)};
      pos += size;
    } else if (wire === 2) {
      const length = Number(varint());
      yield {no, wire, bytes: buf.subarray(pos, pos + length)};
      pos += length;
    } else throw new Error(`unsupported wire type ${wire}`);
  }
}

const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString('utf8');
const hex = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString('hex');

/** AnyValue: string 1, bool 2, int 3, double 4, array 5, kvlist 6, bytes 7. */
function anyValue(buf: Uint8Array): unknown {
  for (const f of fields(buf)) {
    switch (f.no) {
      case 1:
        return text(f.bytes);
      case 2:
        return f.varint !== 0n;
      case 3:
        return Number(BigInt.asIntN(64, f.varint ?? 0n));
      case 4:
        return Buffer.from(f.fixed ?? []).readDoubleLE(0);
      case 5:
        return [...fields(f.bytes ?? new Uint8Array())].filter((v) => v.no === 1).map((v) => anyValue(v.bytes ?? new Uint8Array()));
      case 6:
        return keyValues([...fields(f.bytes ?? new Uint8Array())].filter((v) => v.no === 1).map((v) => v.bytes ?? new Uint8Array()));
      case 7:
        return hex(f.bytes);
    }
  }
  return null;
}

/** KeyValue: key 1, value 2. */
function keyValues(list: Uint8Array[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const kv of list) {
    let key = '';
    let value: unknown = null;
    for (const f of fields(kv)) {
      if (f.no === 1) key = text(f.bytes);
      else if (f.no === 2) value = anyValue(f.bytes ?? new Uint8Array());
    }
    out[key] = value;
  }
  return out;
}

/** ExportTraceServiceRequest → ResourceSpans (resource 1, scope_spans 2) → ScopeSpans (scope 1, spans 2) → Span. */
export function decodeProtobufTraces(body: Uint8Array): CollectedSpan[] {
  const spans: CollectedSpan[] = [];
  for (const resourceSpans of fields(body)) {
    if (resourceSpans.no !== 1) continue;
    let service: string | undefined;
    const scopes: Uint8Array[] = [];
    for (const f of fields(resourceSpans.bytes!)) {
      if (f.no === 1) {
        const attributes = keyValues([...fields(f.bytes!)].filter((a) => a.no === 1).map((a) => a.bytes!));
        if (typeof attributes['service.name'] === 'string') service = attributes['service.name'];
      } else if (f.no === 2) scopes.push(f.bytes!);
    }
    for (const scopeSpans of scopes) {
      let scope: string | undefined;
      for (const f of fields(scopeSpans)) {
        if (f.no === 1) scope = text([...fields(f.bytes!)].find((s) => s.no === 1)?.bytes);
        else if (f.no === 2) spans.push({...decodeSpan(f.bytes!), service, scope});
      }
    }
  }
  return spans;
}

/** Span: trace_id 1, span_id 2, parent_span_id 4, name 5, kind 6, attributes 9, status 15 (message 2, code 3). */
function decodeSpan(buf: Uint8Array): CollectedSpan {
  const span: CollectedSpan = {traceId: '', spanId: '', name: '', kind: 0, attributes: {}};
  const attributes: Uint8Array[] = [];
  for (const f of fields(buf)) {
    if (f.no === 1) span.traceId = hex(f.bytes);
    else if (f.no === 2) span.spanId = hex(f.bytes);
    else if (f.no === 4 && f.bytes?.length) span.parentSpanId = hex(f.bytes);
    else if (f.no === 5) span.name = text(f.bytes);
    else if (f.no === 6) span.kind = Number(f.varint);
    else if (f.no === 9) attributes.push(f.bytes!);
    else if (f.no === 15) {
      const status: {code: number; message?: string} = {code: 0};
      for (const s of fields(f.bytes!)) {
        if (s.no === 2) status.message = text(s.bytes);
        else if (s.no === 3) status.code = Number(s.varint);
      }
      span.status = status;
    }
  }
  span.attributes = keyValues(attributes);
  return span;
}

// --- OTLP/JSON ------------------------------------------------------------------------------

type JsonValue = {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string | number;
  doubleValue?: number;
  arrayValue?: {values?: JsonValue[]};
  kvlistValue?: {values?: JsonKeyValue[]};
  bytesValue?: string;
};
type JsonKeyValue = {key: string; value?: JsonValue};
type JsonSpan = {traceId?: string; spanId?: string; parentSpanId?: string; name?: string; kind?: number; attributes?: JsonKeyValue[]; status?: {code?: number; message?: string}};
type JsonRequest = {resourceSpans?: {resource?: {attributes?: JsonKeyValue[]}; scopeSpans?: {scope?: {name?: string}; spans?: JsonSpan[]}[]}[]};

function jsonValue(v: JsonValue | undefined): unknown {
  if (!v) return null;
  if (v.stringValue !== undefined) return v.stringValue;
  if (v.boolValue !== undefined) return v.boolValue;
  if (v.intValue !== undefined) return Number(v.intValue);
  if (v.doubleValue !== undefined) return v.doubleValue;
  if (v.arrayValue) return (v.arrayValue.values ?? []).map(jsonValue);
  if (v.kvlistValue) return jsonAttributes(v.kvlistValue.values);
  if (v.bytesValue !== undefined) return Buffer.from(v.bytesValue, 'base64').toString('hex');
  return null;
}

const jsonAttributes = (list: JsonKeyValue[] | undefined) => Object.fromEntries((list ?? []).map((kv) => [kv.key, jsonValue(kv.value)]));
/** OTLP/JSON writes ids as hex; some exporters write them base64 (the protobuf JSON mapping). */
const jsonId = (id: string | undefined) => (!id ? '' : /^[0-9a-f]+$/i.test(id) ? id.toLowerCase() : Buffer.from(id, 'base64').toString('hex'));

export function decodeJsonTraces(body: JsonRequest): CollectedSpan[] {
  return (body.resourceSpans ?? []).flatMap((rs) => {
    const service = jsonAttributes(rs.resource?.attributes)['service.name'];
    return (rs.scopeSpans ?? []).flatMap((ss) =>
      (ss.spans ?? []).map((s) => ({
        traceId: jsonId(s.traceId),
        spanId: jsonId(s.spanId),
        ...(s.parentSpanId ? {parentSpanId: jsonId(s.parentSpanId)} : {}),
        name: s.name ?? '',
        kind: s.kind ?? 0,
        service: typeof service === 'string' ? service : undefined,
        scope: ss.scope?.name,
        attributes: jsonAttributes(s.attributes),
        ...(s.status ? {status: {code: s.status.code ?? 0, message: s.status.message}} : {}),
      })),
    );
  });
}

// --- the server -----------------------------------------------------------------------------

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
}

export async function startFakeCollector(port = 0): Promise<FakeCollector> {
  const spans: CollectedSpan[] = [];
  const exports: string[] = [];
  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    try {
      if (req.method === 'POST' && path === '/v1/traces') {
        const body = await readBody(req);
        const type = String(req.headers['content-type'] ?? '');
        exports.push(type);
        if (type.includes('json')) {
          spans.push(...decodeJsonTraces(JSON.parse(body.toString('utf8')) as JsonRequest));
          res.writeHead(200, {'content-type': 'application/json'}).end('{}');
        } else {
          spans.push(...decodeProtobufTraces(body));
          // An empty ExportTraceServiceResponse: everything accepted.
          res.writeHead(200, {'content-type': 'application/x-protobuf'}).end();
        }
        return;
      }
      if (req.method === 'GET' && path === '/__control/spans') {
        res.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify(spans));
        return;
      }
      if (req.method === 'POST' && path === '/__control/reset') {
        spans.length = 0;
        exports.length = 0;
        res.writeHead(204).end();
        return;
      }
      res.writeHead(404).end();
    } catch (error) {
      res.writeHead(400, {'content-type': 'text/plain'}).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const {port: actual} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    spans,
    exports,
    reset() {
      spans.length = 0;
      exports.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
