/**
 * Sends one file to POST /api/uploads with progress (fetch cannot report upload progress;
 * XMLHttpRequest can). `deliverable`: a file the studio will deliver (admins only); `orderToken`:
 * a guest's order link token, for a file of that order's brief; `endpoint`: another upload
 * endpoint that answers the same way (POST /api/admin/media for the shop's pictures).
 */
export function uploadFile(file: File, lang: string, onProgress: (fraction: number) => void, options: {deliverable?: boolean; orderToken?: string; endpoint?: string} = {}): Promise<{id: string} | {error: string}> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', options.endpoint ?? (options.deliverable ? '/api/uploads?purpose=deliverable' : '/api/uploads'));
    xhr.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    xhr.setRequestHeader('x-language', lang);
    if (options.orderToken) xhr.setRequestHeader('x-order-token', options.orderToken);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: {id?: string; message?: string} = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: fall through to the generic error
      }
      resolve(xhr.status === 201 && body.id ? {id: body.id} : {error: body.message ?? String(xhr.status)});
    };
    xhr.onerror = () => resolve({error: 'network'});
    xhr.send(file);
  });
}
