/**
 * In-page jumps (docs/storefront.md#where-the-shop-reads-the-spec-differently; the header's Features, Pricing, Contact and All AI Services, the footer's
 * links, "Start now", `/{lang}/#pricing` opened directly): the section's heading lands just under
 * the sticky header and stays there. Browser-only.
 *
 * The jump is instant (a smooth scroll is aimed once, and the lazily painted sections it passes
 * change size on the way). Then, for a moment (longer while things keep moving, up to ten seconds),
 * the section is held where it landed while what is above it settles (a font, a section painted as it nears the screen: Safari has no scroll
 * anchoring), until the visitor scrolls themselves.
 */

/** How long a landed section is held in place at least. */
export const HOLD_MS = 2500;
/** How long nothing above it may have moved before it is let go. */
const SETTLED_MS = 1500;
/** The longest a section is held, however much keeps moving above it. */
const MAX_HOLD_MS = 10_000;
/** What the visitor does to scroll themselves: holding stops at once. */
const OWN_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let release: (() => void) | null = null;

/** The element a `#fragment` names, if the page has it. */
export function sectionOf(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return id ? document.getElementById(id) : null;
}

/** Scrolls `target` to the top (under the header: the page's scroll-padding) at once, and holds it there for a moment. */
export function jumpTo(target: HTMLElement): void {
  release?.();
  target.scrollIntoView({block: 'start', behavior: 'instant'});
  let landed = target.getBoundingClientRect().top;
  const started = performance.now();
  let until = started + HOLD_MS;
  let frame = 0;
  const hold = () => {
    const now = performance.now();
    // Aimed before the stylesheet that keeps sections clear of the sticky header applied (a fast,
    // cached load): the section went under the header. Aim again, now that it may apply.
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    if (landed < header - 1) {
      target.scrollIntoView({block: 'start', behavior: 'instant'});
      landed = target.getBoundingClientRect().top;
    }
    const drift = target.getBoundingClientRect().top - landed;
    if (Math.abs(drift) >= 1) {
      window.scrollBy({top: drift, behavior: 'instant'});
      // Something above still moved: hold on until it has been still for a while (a slow device or network), within a bound.
      until = Math.min(Math.max(until, now + SETTLED_MS), started + MAX_HOLD_MS);
    }
    if (now < until) frame = requestAnimationFrame(hold);
    else stop();
  };
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of OWN_SCROLL) window.removeEventListener(type, stop, true);
    if (release === stop) release = null;
  };
  for (const type of OWN_SCROLL) window.addEventListener(type, stop, {capture: true, passive: true});
  release = stop;
  frame = requestAnimationFrame(hold);
}

/**
 * A click on a link to a section of this very page (same path and query; not opened elsewhere):
 * the section, or null when the browser or the router should handle the click.
 */
export function samePageSection(event: MouseEvent): {target: HTMLElement; hash: string} | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  // The skip link is the browser's own: its fragment navigation also moves the keyboard's next Tab past the header (a jump would only scroll).
  if (link.hasAttribute('data-skip-link')) return null;
  const url = new URL(link.href, window.location.href);
  if (!url.hash || url.origin !== window.location.origin || url.pathname !== window.location.pathname || url.search !== window.location.search) return null;
  const target = sectionOf(url.hash);
  return target ? {target, hash: url.hash} : null;
}
