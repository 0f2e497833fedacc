/**
 * Pieces of the answers' zod schemas (lib/<domain>/answers.ts) that every domain shares, and the
 * compile-time check that a schema names exactly what its handler answers.
 *
 * An `output` schema parses the answer before it is sent, and a zod object drops the fields it
 * does not name: `Matches` makes the type check fail when the handler's value carries a field the
 * schema does not name (or the schema one the value lacks), so no field silently disappears.
 */
import * as z from 'zod/mini';

/** A moment as JSON carries it: a Date is sent as its ISO string (as Response.json does), a string as it is. */
export const jsonDate = z.pipe(
  z.union([z.date(), z.string()]),
  z.transform((value) => (typeof value === 'string' ? value : value.toISOString())),
);

/** A change that worked, with its translated message (or '' where the page shows none). */
export const done = z.object({success: z.literal(true), message: z.string()});

/** `done` and the command's own fields: its REST answer `{success, message, ...body}`. */
export const doneWith = <S extends z.core.$ZodLooseShape>(shape: S) => z.extend(done, shape);

/** A value as JSON carries it: dates become strings, functions disappear. */
type Wire<T> = T extends Date ? string : T extends readonly (infer U)[] ? Wire<U>[] : T extends object ? {[K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: Wire<T[K]>} : T;

/** Every key, at any depth, made optional where its value may be undefined: JSON has no undefined. */
type Loose<T> = T extends readonly (infer U)[] ? Loose<U>[] : T extends object ? {[K in keyof T]?: Loose<T[K]>} & {[K in keyof T as undefined extends T[K] ? never : K]-?: Loose<T[K]>} : T;

/**
 * True when the schema's output and the handler's value (as JSON carries it) are each assignable
 * to the other; else `false`, so `Assert<Matches<...>>` fails to compile.
 */
export type Matches<S extends z.ZodMiniType, T> = [Loose<Wire<T>>] extends [Loose<z.output<S>>] ? ([Loose<z.output<S>>] extends [Loose<Wire<T>>] ? true : false) : false;

/** A type-level assertion: `export type OrderChecked = Assert<Matches<typeof orderAnswer, Order>>`. */
export type Assert<T extends true> = T;
