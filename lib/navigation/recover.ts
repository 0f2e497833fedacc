/**
 * A client-side navigation that receives a cut-short page payload fails with React's "Connection
 * closed" error (#412 in production builds). With Cache Components this happens to the first
 * navigation into a page whose prerender the owner's save has just expired (Next.js 16.4, open
 * upstream: vercel/next.js#97457, a hard tag expiry leaves a page with a dynamic segment on its
 * route's generic fallback shell, whose payload a navigation cannot use). Opening the same address
 * directly works, so the error boundaries load it in full instead of showing an error page: once
 * per address and minute, so a page that really fails still shows its error.
 *
 * The error can reach a boundary before the address bar has changed (the click stays on the page it
 * came from), so the page remembers the link the visitor last clicked (watchNavigations) and loads
 * that address when the click was a moment ago.
 */
const KEY = 'nav-recovered';
/** How long a clicked link counts as the navigation under way. */
export const TARGET_MS = 10_000;

let lastTarget: {href: string; at: number} | null = null;

/** The same-origin address a plain left click on a link asks for, or null (new tab, download, other site). */
function clickedAddress(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url.href : null;
}

/** Remembers each link the visitor clicks (capture phase: before Next's Link handles it). Returns the undo. */
export function watchNavigations(): () => void {
  const onClick = (event: MouseEvent) => {
    const href = clickedAddress(event);
    if (href) lastTarget = {href, at: Date.now()};
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}

/** The address to load in full: the link clicked a moment ago when the address bar still shows another page, else this page. */
export function recoveryAddress(now = Date.now()): string {
  const here = window.location.href;
  return lastTarget && now - lastTarget.at < TARGET_MS && lastTarget.href !== here ? lastTarget.href : here;
}

export function isCutShortPayload(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Minified React error #412\b|Connection closed\./.test(message);
}

/** The address a recovery is already loading: a second boundary that catches the same error joins it. */
let loading: string | null = null;

/** Loads the address under way (recoveryAddress) in full unless that was just tried; true when it does. */
export function reloadOnce(): boolean {
  if (loading) return true;
  const href = recoveryAddress();
  try {
    const last = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {href: string; at: number} | null;
    if (last && last.href === href && Date.now() - last.at < 60_000) return false;
    sessionStorage.setItem(KEY, JSON.stringify({href, at: Date.now()}));
  } catch {
    // No session storage: one reload is still better than an error page.
  }
  loading = href;
  if (href === window.location.href) window.location.reload();
  else window.location.assign(href);
  return true;
}
