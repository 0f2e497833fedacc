/**
 * Where the owner's pictures are served from, on its own so the admin's picture field (a client
 * component) takes this line and not the catalogue's tables that lib/media/pictures checks slots against.
 */

/** Where a picture is served from: our own origin, named by its id (a new picture, a new name). */
export const mediaUrl = (id: string) => `/media/${id}`;
