/**
 * In-page jumps (docs/storefront.md#where-the-shop-reads-the-spec-differently; the header's Features, Pricing, Contact and All AI Services, the footer's
 * links, "Start now", `/{lang}/#pricing` opened directly): the section's heading lands just under
 * the sticky header and stays there. Browser-only.
 *
 * The jump is instant (a smooth scroll is aimed once, and the lazily painted sections it passes
 * change size on the way). Then, for a moment, the section is held where it landed while what is
 * above it settles (a font, a section painted as it nears the screen: Safari has no scroll
 * anchoring), until the visitor scrolls themselves.
 */

/** How long a landed section is held in place. */
export const HOLD_MS = 2500;
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
  const landed = target.getBoundingClientRect().top;
  const until = performance.now() + HOLD_MS;
  let frame = 0;
  const hold = () => {
    const drift = target.getBoundingClientRect().top - landed;
    if (Math.abs(drift) >= 1) window.scrollBy({top: drift, behavior: 'instant'});
    if (performance.now() < until) frame = requestAnimationFrame(hold);
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
  const url = new URL(link.href, window.location.href);
  if (!url.hash || url.origin !== window.location.origin || url.pathname !== window.location.pathname || url.search !== window.location.search) return null;
  const target = sectionOf(url.hash);
  return target ? {target, hash: url.hash} : null;
}
