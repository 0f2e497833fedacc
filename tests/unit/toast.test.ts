import {subscribeToasts, toast, type ToastMessage} from '@/lib/toast';

test('a toast raised before the toaster listens is shown when it starts listening (the reset page without a token, 5.11)', () => {
  toast({title: 'This reset link is invalid.', variant: 'destructive'});
  const shown: ToastMessage[] = [];
  const stop = subscribeToasts((t) => shown.push(t));
  expect(shown).toMatchObject([{title: 'This reset link is invalid.', variant: 'destructive'}]);
  // Shown once: a second listener does not get it again.
  const again: ToastMessage[] = [];
  const stopAgain = subscribeToasts((t) => again.push(t));
  expect(again).toEqual([]);
  stop();
  stopAgain();
});

test('a stale toast nobody listened to is dropped', () => {
  jest.useFakeTimers();
  toast({title: 'old'});
  jest.advanceTimersByTime(10_000);
  const shown: ToastMessage[] = [];
  const stop = subscribeToasts((t) => shown.push(t));
  expect(shown).toEqual([]);
  stop();
  jest.useRealTimers();
});
