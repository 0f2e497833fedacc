import {DELIVERABLE_PURPOSE} from '@/lib/orders/deliveries';
import {fileCommand} from '@/lib/commands/multipart';
import {uploadBriefFile, uploadDeliverable} from '@/lib/uploads/commands';

const brief = fileCommand(uploadBriefFile, (request, body) => ({body, name: request.headers.get('x-file-name'), orderToken: request.headers.get('x-order-token')}));
const deliverable = fileCommand(uploadDeliverable, (request, body) => ({body, name: request.headers.get('x-file-name')}));

/**
 * POST /api/uploads: the file itself as the body (X-File-Name: its name, URI-encoded). Signed-in
 * users, or a guest with the order link's token in `x-order-token`; `?purpose=deliverable`
 * (admins only, else 403) marks a file the studio will deliver.
 * 201 {id, name, size, contentType}; 413 too large, 415 not an allowed type (or a form upload),
 * 422 empty or damaged, 429 over the daily quota (an account's; a guest's across their orders,
 * address and preview cookie, preview photos included; deliverables are exempt), each with a
 * translated message. With S3, browsers send files straight to the bucket instead
 * (POST /api/uploads/direct); this streamed path stays for local storage and API clients.
 * The commands: lib/uploads/commands (uploads.brief, uploads.deliverable).
 */
export function POST(request: Request): Promise<Response> {
  return new URL(request.url).searchParams.get('purpose') === DELIVERABLE_PURPOSE ? deliverable(request) : brief(request);
}
