/**
 * What the upload commands answer, as zod schemas (their `output`, lib/commands; lib/http/answers.ts
 * derives the browser's types).
 */
import * as z from 'zod/mini';
import {pictureView} from '@/lib/media/answers';

/** A brief's or a delivery's file, stored (201). */
export const uploadAnswer = z.object({success: z.literal(true), id: z.string(), name: z.string(), size: z.number(), contentType: z.string()});

/** One of the shop's pictures, stored (201), with where it is served. */
export const pictureAnswer = z.object({success: z.literal(true), ...pictureView.shape, url: z.string()});

/** POST /api/uploads/direct: without a bucket the file goes to the shop itself ({direct: false}); with one, straight to the bucket with this ticket. */
export const ticketAnswer = z.union([
  z.object({direct: z.literal(false)}),
  z.object({direct: z.literal(true), ticket: z.string(), url: z.string(), method: z.literal('PUT'), headers: z.record(z.string(), z.string())}),
]);

/** POST /api/uploads/direct/complete: the file as a streamed upload of its kind answers it. */
export const completedAnswer = z.union([uploadAnswer, pictureAnswer]);

/** DELETE /uploads/{id}: 204, no body. */
export const removedAnswer = z.object({});
