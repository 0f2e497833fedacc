/**
 * Where a visitor sent to log in comes back to: a page that needs a login (the admin) sends them
 * to the front page's login dialog with `next`, the path they asked for; once logged in there,
 * the header takes them back to it. Only a path on this site is followed (never another host).
 */

/** The front page's login, returning to `path` (with its query) once logged in. */
export function loginThenReturn(home: string, path: string): string {
  return `${home}?auth=login&next=${encodeURIComponent(path)}`;
}

/** `next` as a path on `origin` (pathname, query and hash), or null when it is missing or leads elsewhere. */
export function returnPath(next: string | null, origin: string): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, origin);
    return url.origin === origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}
