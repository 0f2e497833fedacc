/** What the showcase's commands answer, as zod schemas (their `output`, lib/commands). */
import * as z from 'zod/mini';
import {doneWith} from '@/lib/http/json';

/** A saved portfolio piece or testimonial: its id. */
export const showcaseSavedAnswer = doneWith({id: z.string()});
