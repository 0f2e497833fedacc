/**
 * What the instant preview's command and query answer, as zod schemas (their `output`,
 * lib/commands; lib/http/answers.ts derives the browser's types).
 */
import * as z from 'zod/mini';

/** The buyer's photo a preview was made from. */
const photo = z.object({id: z.string(), name: z.string(), url: z.string()});

/** GET /api/previews/{id}: one of the visitor's own previews. */
export const previewAnswer = z.object({success: z.literal(true), id: z.string(), target: z.string(), image: z.string(), photo});

/** POST /api/previews (201): the preview made, and how much of the scene's area the product covers. */
export const previewMadeAnswer = z.extend(previewAnswer, {coverage: z.number()});
