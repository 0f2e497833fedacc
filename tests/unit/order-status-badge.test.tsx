/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';
import {NextIntlClientProvider} from 'next-intl';
import ko from '@/messages/ko.json';
import {OrderStatusBadge} from '@/components/orders/OrderTimeline';

const inKorean = (ui: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="ko" messages={ko}>
      {ui}
    </NextIntlClientProvider>,
  );

test('the admin dashboard shows in_progress as 진행중 (spec 4.28); elsewhere it reads 작업진행중', () => {
  inKorean(
    <>
      <OrderStatusBadge status="in_progress" dashboard />
      <OrderStatusBadge status="in_progress" />
      <OrderStatusBadge status="completed" dashboard />
    </>,
  );
  expect(screen.getByText('진행중')).toHaveAttribute('data-status', 'in_progress');
  expect(screen.getByText('작업진행중')).toHaveAttribute('data-status', 'in_progress');
  expect(screen.getByText('작업완료')).toHaveAttribute('data-status', 'completed');
});
