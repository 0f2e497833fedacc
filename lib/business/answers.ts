/** What the business details' command answers, as a zod schema (its `output`, lib/commands). */
import {doneWith} from '@/lib/http/json';
import {storedBusinessSchema} from './details';

/** The details as saved (the same schema the stored row is read with). */
export const businessSavedAnswer = doneWith({details: storedBusinessSchema});
