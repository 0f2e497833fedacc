/**
 * The item pages' structured data (docs/storefront.md#item-pages): FAQPage with one Question/acceptedAnswer per entry
 * (none at all without entries), AggregateRating/Review only from real reviews, and the response
 * time's wording and median.
 */
import {faqJsonLd} from '@/lib/catalog/faq/faq';
import {median, replyDelays, replyTimeUnit} from '@/lib/orders/reply-time/reply-time';
import {reviewJsonLd} from '@/lib/orders/reviews/store';

test('FAQPage: schema.org shape, entries in order, nothing for an empty FAQ', () => {
  const ld = faqJsonLd([
    {q: 'How long does it take?', a: '1-2 working days.'},
    {q: 'Can I ask for changes?', a: 'One revision is included.'},
  ]);
  expect(ld).toEqual({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: [
      {'@type': 'Question', name: 'How long does it take?', acceptedAnswer: {'@type': 'Answer', text: '1-2 working days.'}},
      {'@type': 'Question', name: 'Can I ask for changes?', acceptedAnswer: {'@type': 'Answer', text: 'One revision is included.'}},
    ],
  });
  // What the page writes into its script tag parses back to the same object.
  expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  expect(faqJsonLd([])).toBeNull();
});

test('reviews JSON-LD: AggregateRating and Review from real reviews only', () => {
  expect(reviewJsonLd({average: null, count: 0, latest: []})).toEqual({});
  const ld = reviewJsonLd({
    average: 4.5,
    count: 2,
    latest: [{id: 'r1', rating: 5, text: 'Great', authorName: '김*지', createdAt: '2026-11-26T10:00:00.000Z', work: ['u1'], tier: 'standard', country: 'kr'}],
  }) as {
    aggregateRating: object;
    review: object[];
  };
  expect(ld.aggregateRating).toEqual({'@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1});
  expect(ld.review).toEqual([
    {'@type': 'Review', reviewRating: {'@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1}, author: {'@type': 'Person', name: '김*지'}, reviewBody: 'Great', datePublished: '2026-11-26'},
  ]);
});

test('first replies: several buyer messages wait from the first; a studio follow-up answers nothing; only replies since the window start count', () => {
  const m = (orderId: string, fromStudio: boolean, minute: number) => ({orderId, fromStudio, createdAt: new Date(Date.UTC(2026, 10, 1, 0, minute))});
  const messages = [m('a', false, 0), m('a', false, 5), m('a', true, 20), m('a', true, 30), m('a', false, 40), m('a', true, 100), m('b', true, 1), m('b', false, 2), m('b', true, 12)];
  expect(replyDelays(messages, new Date(0))).toEqual([20 * 60_000, 60 * 60_000, 10 * 60_000]);
  expect(replyDelays(messages, new Date(Date.UTC(2026, 10, 1, 0, 50)))).toEqual([60 * 60_000]);
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
});

test('the response time in minutes, hours or days, rounded up', () => {
  expect(replyTimeUnit(20_000)).toEqual({unit: 'minutes', count: 1});
  expect(replyTimeUnit(45 * 60_000)).toEqual({unit: 'minutes', count: 45});
  expect(replyTimeUnit(61 * 60_000)).toEqual({unit: 'hours', count: 2});
  expect(replyTimeUnit(47 * 3_600_000)).toEqual({unit: 'hours', count: 47});
  expect(replyTimeUnit(50 * 3_600_000)).toEqual({unit: 'days', count: 3});
});
