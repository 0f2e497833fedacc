/**
 * What the pictures' commands answer, as zod schemas (their `output`, lib/commands;
 * lib/http/answers.ts derives the browser's types).
 */
import * as z from 'zod/mini';
import {doneWith} from '@/lib/http/json';
import {LANGUAGES} from '@/lib/i18n/languages';

/** A placed picture (./pictures Picture). */
export const pictureView = z.object({
  id: z.string(),
  width: z.number(),
  height: z.number(),
  blurDataUrl: z.string(),
  alt: z.partialRecord(z.enum(LANGUAGES), z.string()),
  src: z.optional(z.string()),
  src2x: z.optional(z.string()),
});

/** A slot's picture placed (or taken away: null). */
export const placedAnswer = doneWith({picture: z.nullable(pictureView)});
