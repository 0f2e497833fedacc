/** What the contact form's commands answer, as zod schemas (their `output`, lib/commands; lib/http/answers.ts derives the browser's types). */
import * as z from 'zod/mini';
import {doneWith} from '@/lib/http/json';

/** POST /api/contact (201): the translated thanks, and nothing else. */
export const contactSentAnswer = z.object({message: z.string()});

/** PATCH /api/admin/contact-messages/{id}: whether it is read now. */
export const markedAnswer = doneWith({read: z.boolean()});
