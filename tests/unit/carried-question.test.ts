/** @jest-environment jsdom */
import {carryQuestion, takeCarriedQuestion} from '@/components/questions/carried';

beforeEach(() => sessionStorage.clear());

test('a carried question is taken once, by the service it was asked about only', () => {
  carryQuestion(4, 'Light blue background?');
  expect(takeCarriedQuestion(5)).toBeNull();
  expect(takeCarriedQuestion(4)).toBe('Light blue background?');
  expect(takeCarriedQuestion(4)).toBeNull();
});

test('anything else in its place is ignored', () => {
  sessionStorage.setItem('question-carried', '{not json');
  expect(takeCarriedQuestion(4)).toBeNull();
  sessionStorage.setItem('question-carried', JSON.stringify({serviceId: 4, text: 42}));
  expect(takeCarriedQuestion(4)).toBeNull();
});
