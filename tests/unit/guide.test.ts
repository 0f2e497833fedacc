import {GUIDE_MESSAGES, revealProgress, visibleMessages} from '@/lib/home/guide';

test('the chat is revealed as its top rises from the bottom of the screen to a fifth from the top', () => {
  expect(revealProgress(900, 900)).toBe(0);
  expect(revealProgress(1200, 900)).toBe(0);
  expect(revealProgress(540, 900)).toBeCloseTo(0.5);
  expect(revealProgress(180, 900)).toBe(1);
  expect(revealProgress(-500, 900)).toBe(1);
});

test('messages appear in order as the visitor scrolls, all of them by the end', () => {
  expect(visibleMessages(-1)).toBe(1);
  expect(visibleMessages(0)).toBe(1);
  expect(visibleMessages(0.5)).toBe(5);
  expect(visibleMessages(0.999)).toBe(GUIDE_MESSAGES.length);
  expect(visibleMessages(2)).toBe(GUIDE_MESSAGES.length);
});
