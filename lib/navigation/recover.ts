/**
 * A client-side navigation that receives a cut-short page payload fails with React's "Connection
 * closed" error (#412 in production builds). With Cache Components this happens to the first
 * navigation into a page whose prerender the owner's save has just expired (Next.js 16.4, open
 * upstream: vercel/next.js#97337). Opening the same address directly works, so the error
 * boundaries load it in full instead of showing an error page: once per address and minute, so a
 * page that really fails still shows its error.
 */
const KEY = 'nav-recovered';

export function isCutShortPayload(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Minified React error #412\b|Connection closed\./.test(message);
}

/** Loads the current address in full unless that was just tried; true when it does. */
export function reloadOnce(): boolean {
  const here = window.location.href;
  try {
    const last = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {href: string; at: number} | null;
    if (last && last.href === here && Date.now() - last.at < 60_000) return false;
    sessionStorage.setItem(KEY, JSON.stringify({href: here, at: Date.now()}));
  } catch {
    // No session storage: one reload is still better than an error page.
  }
  window.location.reload();
  return true;
}
