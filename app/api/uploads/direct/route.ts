import {ticketCommand} from '@/lib/commands/multipart';
import {directTicket} from '@/lib/uploads/commands';

/**
 * POST /api/uploads/direct `{name, size, type, purpose: brief|deliverable|picture|preview}`: a ticket to
 * send one file straight to the bucket (S3), for hosts that cap a request's body (Vercel: 4.5 MB).
 * Who may: as POST /api/uploads (brief: an account or a guest's `x-order-token`) and
 * POST /api/admin/media (deliverable, picture: admins), POST /api/previews (preview: anyone). 200 `{direct: true, ticket, url, method:
 * "PUT", headers}`: PUT the file to `url` with `headers` within 15 minutes (its type and exact size
 * are signed in), then POST the ticket to /api/uploads/direct/complete (a preview's to
 * POST /api/previews?target=… as `{ticket}`). `{direct: false}` with
 * local storage: send the file to POST /api/uploads (or /api/admin/media) instead. 413 over the
 * type's limit, 429 over the daily quota or 120 tickets an hour from one address, each with a
 * translated message. The file is recorded as pending at once: one never completed is removed by
 * the hourly clean-up (lib/uploads/cleanup) with its object. The command: lib/uploads/commands (uploads.ticket).
 */
export const POST = ticketCommand(directTicket, (request) => ({orderToken: request.headers.get('x-order-token')}));
