/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';
import {DeliveryFiles, inlineUrl} from '@/components/orders/DeliveryFiles';

const fileUrl = (id: string) => `/uploads/${id}?token=guest%20token`;
const texts = {download: (name: string) => `Download ${name}`, open: (name: string) => `Open ${name} full size (new tab)`};
const files = [
  {id: 'a', originalName: 'hero shot.jpg', contentType: 'image/jpeg', size: 2048},
  {id: 'b', originalName: 'teaser.mp4', contentType: 'video/mp4', size: 5 * 1024 * 1024},
  {id: 'c', originalName: 'iphone.heic', contentType: 'image/heic', size: 1000},
  {id: 'd', originalName: 'sticker.webp', contentType: 'image/webp', size: 10},
];

test('the inline address keeps the guest token and adds inline=1', () => {
  expect(inlineUrl('/uploads/a?token=t')).toBe('/uploads/a?token=t&inline=1');
  expect(inlineUrl('/uploads/a')).toBe('/uploads/a?inline=1');
});

test('delivered images show as lazy thumbnails of fixed size, named after the file, opening the full picture through the authorised route', () => {
  render(<DeliveryFiles files={files} lang="en" fileUrl={fileUrl} texts={texts} />);
  const thumbnail = screen.getByRole('img', {name: 'hero shot.jpg'});
  expect(thumbnail).toHaveAttribute('src', '/uploads/a?token=guest%20token&inline=1');
  expect(thumbnail).toHaveAttribute('loading', 'lazy');
  expect(thumbnail).toHaveAttribute('width', '320');
  expect(thumbnail).toHaveAttribute('height', '240');
  const open = screen.getByRole('link', {name: 'Open hero shot.jpg full size (new tab)'});
  expect(open).toHaveAttribute('href', '/uploads/a?token=guest%20token&inline=1');
  expect(open).toHaveAttribute('target', '_blank');
  expect(open).toContainElement(thumbnail);
  // The name still downloads the file.
  expect(screen.getByRole('link', {name: 'Download hero shot.jpg'})).toHaveAttribute('href', '/uploads/a?token=guest%20token');
  expect(screen.getByRole('img', {name: 'sticker.webp'})).toBeInTheDocument();
});

test('other files (video, HEIC that browsers cannot draw) keep their name row with an icon and no preview', () => {
  render(<DeliveryFiles files={files} lang="en" fileUrl={fileUrl} texts={texts} />);
  expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['hero shot.jpg', 'sticker.webp']);
  for (const [id, name, size] of [
    ['b', 'teaser.mp4', '(5 MB)'],
    ['c', 'iphone.heic', '(1,000 Bytes)'],
  ] as const) {
    const link = screen.getByRole('link', {name: `Download ${name}`});
    expect(link).toHaveAttribute('href', `/uploads/${id}?token=guest%20token`);
    const row = link.closest('li')!;
    expect(row.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(within(row).getByText(size)).toBeInTheDocument();
    expect(within(row).queryByRole('img')).toBeNull();
  }
});
