/**
 * The browser's one way to call the shop's JSON API. The answer's type comes from
 * lib/http/answers.ts (what the handler itself declares), never from a cast in a component; a
 * body that is not a JSON object (a proxy's error page, a cut connection) reads as an empty
 * refusal, so a form shows its generic error instead of throwing.
 */
import type {Answer, ApiCall, Refusal} from './answers';

export type ApiResult<C extends ApiCall> = {ok: true; status: number; body: Answer<C>} | {ok: false; status: number; body: Refusal};

/** "METHOD /path" with its {parameters} filled in, e.g. `GET /api/previews/{id}` and {id}. */
function address(call: string, params: Record<string, string>): {method: string; url: string} {
  const space = call.indexOf(' ');
  const url = call.slice(space + 1).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return {method: call.slice(0, space), url};
}

async function objectBody(response: Response): Promise<Record<string, unknown> | null> {
  const value: unknown = await response.json().catch(() => null);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

export interface CallOptions {
  /** A JSON body (sent with content-type application/json). */
  json?: unknown;
  /** Or a raw body (a file), with its content-type in headers. */
  body?: Blob;
  /** Search parameters added to the address. */
  query?: Record<string, string>;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  signal?: AbortSignal;
}

export async function callApi<C extends ApiCall>(call: C, options: CallOptions = {}): Promise<ApiResult<C>> {
  const {method, url: path} = address(call, options.params ?? {});
  const url = options.query ? `${path}?${new URLSearchParams(options.query)}` : path;
  const headers: Record<string, string> = {...options.headers};
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    cache: 'no-store',
    signal: options.signal,
    ...(options.json !== undefined ? {body: JSON.stringify(options.json)} : options.body ? {body: options.body} : {}),
  });
  const body = await objectBody(response);
  if (response.ok && body) return {ok: true, status: response.status, body: body as Answer<C>};
  return {ok: false, status: response.status, body: (body ?? {}) as Refusal};
}
