import {GUIDE_MESSAGES, GUIDE_SECONDS, pinnedDistance, pxPerSecond, visibleMessages} from '@/lib/home/guide';

test('420 px per second of animation under 768 px wide, 560 from 768 px', () => {
  expect(pxPerSecond(767)).toBe(420);
  expect(pxPerSecond(768)).toBe(560);
  expect(pinnedDistance(375)).toBe(Math.round(GUIDE_SECONDS * 420));
  expect(pinnedDistance(1280)).toBe(Math.round(GUIDE_SECONDS * 560));
});

test('messages appear in order as the visitor scrolls, all of them by the end', () => {
  expect(visibleMessages(-1)).toBe(1);
  expect(visibleMessages(0)).toBe(1);
  expect(visibleMessages(0.5)).toBe(5);
  expect(visibleMessages(0.999)).toBe(GUIDE_MESSAGES.length);
  expect(visibleMessages(2)).toBe(GUIDE_MESSAGES.length);
});
