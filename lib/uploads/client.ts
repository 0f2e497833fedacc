/**
 * Sends one file with progress (fetch cannot report upload progress; XMLHttpRequest can).
 *
 * With a bucket (S3), the file goes straight to it: a ticket from POST /api/uploads/direct, a PUT
 * of the file to the bucket's signed address, then POST /api/uploads/direct/complete, where the
 * server checks the stored file. So a phone video never passes through the app's own request
 * (serverless hosts cap a request body at a few MB). With local storage the server answers
 * `{direct: false}` and the file is streamed to POST /api/uploads (or the picture endpoint).
 *
 * `deliverable`: a file the studio will deliver (admins only); `orderToken`: a guest's order link
 * token, for a file of that order's brief; `picture`: one of the shop's pictures (POST
 * /api/admin/media when streamed).
 */
type Result = {id: string} | {error: string};
type Options = {deliverable?: boolean; orderToken?: string; picture?: boolean};

function headersOf(lang: string, options: Options): Record<string, string> {
  return {'x-language': lang, ...(options.orderToken ? {'x-order-token': options.orderToken} : {})};
}

/** One request with upload progress; resolves with the status and the parsed JSON body (or {}). */
function send(method: string, url: string, body: Blob | string, headers: Record<string, string>, onProgress?: (fraction: number) => void): Promise<{status: number; body: Record<string, unknown>}> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        // not JSON (a bucket answers XML): the status says enough
      }
      resolve({status: xhr.status, body: parsed});
    };
    xhr.onerror = () => resolve({status: 0, body: {}});
    xhr.send(body);
  });
}

const answer = (reply: {status: number; body: Record<string, unknown>}): Result =>
  reply.status === 201 && typeof reply.body.id === 'string'
    ? {id: reply.body.id}
    : {error: typeof reply.body.message === 'string' ? reply.body.message : reply.status === 0 ? 'network' : String(reply.status)};

export async function uploadFile(file: File, lang: string, onProgress: (fraction: number) => void, options: Options = {}): Promise<Result> {
  const json = {...headersOf(lang, options), 'content-type': 'application/json'};
  const purpose = options.picture ? 'picture' : options.deliverable ? 'deliverable' : 'brief';
  const ticket = await send('POST', '/api/uploads/direct', JSON.stringify({name: file.name, size: file.size, type: file.type, purpose}), json);
  if (ticket.status === 200 && ticket.body.direct === true && typeof ticket.body.url === 'string') {
    // Whatever the bucket answers, the server says what became of the file (and why, in words).
    await send('PUT', ticket.body.url, file, (ticket.body.headers ?? {}) as Record<string, string>, onProgress);
    return answer(await send('POST', '/api/uploads/direct/complete', JSON.stringify({ticket: ticket.body.ticket}), json));
  }
  if (ticket.status !== 200) return answer(ticket);
  const endpoint = options.picture ? '/api/admin/media' : options.deliverable ? '/api/uploads?purpose=deliverable' : '/api/uploads';
  return answer(await send('POST', endpoint, file, {...headersOf(lang, options), 'x-file-name': encodeURIComponent(file.name)}, onProgress));
}
