/**
 * Request bodies read with a cap: a declared Content-Length over the cap is refused before a byte
 * is parsed, and a streamed body is counted as it arrives and refused the moment it passes the
 * cap, so no request can make the server hold (or parse) more than its route allows.
 */

/** Body caps in bytes, per kind of route (docs/security.md#limits-and-rules). Uploads have their own (lib/uploads/limits). */
export const BODY_LIMITS = {
  /** Every JSON API route unless it names another. */
  json: 1024 * 1024,
  /** Payment providers' webhooks: their real events are a few KB. */
  webhook: 64 * 1024,
} as const;

export type BodyRead = {ok: true; text: string} | {ok: false; error: 'tooLarge' | 'unreadable'};

/**
 * What is read and thrown away after a refusal, so an ordinary client that is still sending gets
 * to read the 413 instead of a reset connection. Past it (or a larger declared body) the
 * connection is cut: nothing is kept in memory either way.
 */
export const DRAIN_BYTES = 8 * 1024 * 1024;

/** Reads and discards the rest of a refused body, up to DRAIN_BYTES, in the background. */
function drain(reader: ReadableStreamDefaultReader<Uint8Array>, already = 0): void {
  void (async () => {
    let drained = already;
    try {
      for (;;) {
        const next = await reader.read();
        if (next.done) return;
        drained += next.value.byteLength;
        if (drained > DRAIN_BYTES) return void (await reader.cancel());
      }
    } catch {
      // The client went away: nothing to drain.
    }
  })();
}

/** The body's length as the request declares it (Content-Length); null for a chunked body or a header that is not a number. */
export function declaredLength(request: Request): number | null {
  const header = request.headers.get('content-length');
  return header !== null && /^\d+$/.test(header) ? Number(header) : null;
}

export async function readBodyText(request: Request, maxBytes: number): Promise<BodyRead> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) {
    if (request.body && Number(declared) <= DRAIN_BYTES) drain(request.body.getReader());
    else await request.body?.cancel().catch(() => {});
    return {ok: false, error: 'tooLarge'};
  }
  if (!request.body) return {ok: true, text: ''};
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      size += next.value.byteLength;
      if (size > maxBytes) {
        drain(reader, size);
        return {ok: false, error: 'tooLarge'};
      }
      chunks.push(next.value);
    }
  } catch {
    return {ok: false, error: 'unreadable'};
  }
  try {
    return {ok: true, text: new TextDecoder('utf-8', {fatal: true}).decode(Buffer.concat(chunks))};
  } catch {
    return {ok: false, error: 'unreadable'};
  }
}

/**
 * Whether JSON text holds an escaped NUL character (`\u0000` not itself escaped) anywhere, keys
 * included. PostgreSQL text cannot store one. JSON cannot carry a raw NUL (JSON.parse refuses
 * control characters in strings), so one linear scan of the text replaces a walk over every key.
 */
export function jsonHasNul(text: string): boolean {
  return /(?:^|[^\\])(?:\\\\)*\\u0000/.test(text);
}

export type JsonRead = {ok: true; value: unknown} | {ok: false; error: 'tooLarge' | 'unreadable'};

/** A capped body parsed as JSON; NUL characters make it unreadable (see jsonHasNul). */
export async function readJson(request: Request, maxBytes: number = BODY_LIMITS.json): Promise<JsonRead> {
  const body = await readBodyText(request, maxBytes);
  if (!body.ok) return body;
  if (jsonHasNul(body.text)) return {ok: false, error: 'unreadable'};
  try {
    return {ok: true, value: JSON.parse(body.text) as unknown};
  } catch {
    return {ok: false, error: 'unreadable'};
  }
}
