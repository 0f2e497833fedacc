/**
 * The message-guide section: a scripted chat whose messages appear one after another as the
 * section scrolls up into view (nothing is pinned: the section is only as tall as its chat).
 */
export const GUIDE_MESSAGES = ['u1', 'a1', 'u2', 'a2', 'u3', 'a3', 'u4', 'a4'] as const;
export type GuideMessage = (typeof GUIDE_MESSAGES)[number];

/**
 * How far the chat has come into view, 0 to 1: 0 while its top is at the bottom of the screen,
 * 1 once its top has risen to a fifth of the screen's height from the top.
 */
export function revealProgress(top: number, viewportHeight: number): number {
  if (viewportHeight <= 0) return 1;
  return Math.min(1, Math.max(0, (viewportHeight - top) / (viewportHeight * 0.8)));
}

/** How many messages show at a scroll progress between 0 and 1 (the first shows at once). */
export function visibleMessages(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return Math.min(GUIDE_MESSAGES.length, 1 + Math.floor(p * GUIDE_MESSAGES.length));
}
