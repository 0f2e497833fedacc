/**
 * The message-guide section: a scripted chat revealed by scrolling while the section is pinned.
 * Scrub 1 (progress follows the scroll exactly), 420 px of scrolling per second of animation
 * under 768 px width, 560 px above.
 */
export const GUIDE_MESSAGES = ['u1', 'a1', 'u2', 'a2', 'u3', 'a3', 'u4', 'a4'] as const;
export type GuideMessage = (typeof GUIDE_MESSAGES)[number];

/** Seconds of animation: each message takes 0.75 s to appear. */
export const GUIDE_SECONDS = GUIDE_MESSAGES.length * 0.75;

export function pxPerSecond(viewportWidth: number): number {
  return viewportWidth < 768 ? 420 : 560;
}

/** Scroll distance the section stays pinned for. */
export function pinnedDistance(viewportWidth: number): number {
  return Math.round(GUIDE_SECONDS * pxPerSecond(viewportWidth));
}

/** How many messages show at a scroll progress between 0 and 1 (the first shows at once). */
export function visibleMessages(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return Math.min(GUIDE_MESSAGES.length, 1 + Math.floor(p * GUIDE_MESSAGES.length));
}
