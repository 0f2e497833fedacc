/** Small facts about database values and errors, shared by every store and route. */

/** The database refused a row because a unique index already holds its value (Prisma P2002). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as {code: unknown}).code === 'P2002';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Row ids are UUIDs: anything else from a URL is not one of ours (and never reaches a query). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
