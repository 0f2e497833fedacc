import {openBrief, subscribeBriefs} from '@/lib/briefs/events';

const target = {name: 'Menu photos', price: '$120.00', delivery: '3 days'};

test('a brief button pressed before the page`s brief form listens is not lost: the form opens when it starts listening', () => {
  openBrief(target);
  const opened: string[] = [];
  const stop = subscribeBriefs((t) => opened.push(t.name));
  expect(opened).toEqual(['Menu photos']);
  // Delivered once: a second listener (the next page) does not open it again.
  const again: string[] = [];
  const stopAgain = subscribeBriefs((t) => again.push(t.name));
  expect(again).toEqual([]);
  openBrief({...target, name: 'Poster'});
  expect(opened).toEqual(['Menu photos', 'Poster']);
  expect(again).toEqual(['Poster']);
  stop();
  stopAgain();
});
