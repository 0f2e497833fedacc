import {ticketCommand} from '@/lib/commands/multipart';
import {completeDirect} from '@/lib/uploads/commands';

/**
 * POST /api/uploads/direct/complete `{ticket}`: after the browser's PUT to the bucket, the server
 * reads the stored object through the same checks as a streamed upload (type from its bytes, size,
 * structure, quota), deletes it when refused, and records it when not. The caller must be who
 * asked for the ticket (else 404, as if there were none). Answers as POST /api/uploads (brief,
 * deliverable) or POST /api/admin/media (picture) do; 422 for an expired or altered ticket and for a
 * file that never arrived, each with a translated message. The command: lib/uploads/commands (uploads.complete).
 */
export const POST = ticketCommand(completeDirect, (request) => ({orderToken: request.headers.get('x-order-token')}));
