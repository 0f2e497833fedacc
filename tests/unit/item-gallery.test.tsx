/** @jest-environment jsdom */
/**
 * The item pages' gallery (components/items/ItemGallery): the thumbnails are labelled buttons that
 * show their picture, the arrow keys (and Home/End) move between them, and Zoom opens the
 * picture's large version in a modal dialog that gives the focus back when it closes.
 */
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {ItemGallery, type GallerySlide} from '@/components/items/ItemGallery';

const slide = (n: number, zoom = true): GallerySlide => ({
  key: String(n),
  showLabel: `Show picture ${n} of 3`,
  zoomLabel: `Zoom in: picture ${n}`,
  main: <p>main {n}</p>,
  thumb: <span>thumb {n}</span>,
  zoom: zoom ? <p>large {n}</p> : null,
});

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

test('one picture at a time; a thumbnail click or the arrow keys choose another, and the focus follows', async () => {
  const user = userEvent.setup();
  render(<ItemGallery slides={[slide(1), slide(2), slide(3, false)]} label="Pictures of Food photo" zoomText="Zoom" closeText="Close" />);
  expect(screen.getByText('main 1')).toBeVisible();
  expect(screen.getByText('main 2')).not.toBeVisible();
  const first = screen.getByRole('button', {name: 'Show picture 1 of 3'});
  expect(first).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', {name: 'Show picture 2 of 3'}));
  expect(screen.getByText('main 2')).toBeVisible();
  expect(screen.getByText('main 1')).not.toBeVisible();
  await user.keyboard('{ArrowRight}');
  const third = screen.getByRole('button', {name: 'Show picture 3 of 3'});
  expect(third).toHaveFocus();
  expect(third).toHaveAttribute('aria-pressed', 'true');
  expect(screen.queryByRole('button', {name: /Zoom in/})).toBeNull(); // the drawn artwork has no large version
  await user.keyboard('{ArrowRight}');
  expect(first).toHaveFocus();
  await user.keyboard('{End}');
  expect(third).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByText('main 1')).toBeVisible();
});

test('Zoom opens the large version in a dialog; Close returns the focus to the Zoom button', async () => {
  const user = userEvent.setup();
  render(<ItemGallery slides={[slide(1), slide(2)]} label="Pictures" zoomText="Zoom" closeText="Close" />);
  const zoom = screen.getByRole('button', {name: 'Zoom in: picture 1'});
  expect(zoom).toHaveAttribute('aria-haspopup', 'dialog');
  await user.click(zoom);
  const dialog = screen.getByRole('dialog', {name: 'Zoom in: picture 1'});
  expect(dialog).toHaveAttribute('open');
  expect(screen.getByText('large 1')).toBeInTheDocument();
  await user.click(screen.getByRole('button', {name: 'Close'}));
  expect(dialog).not.toHaveAttribute('open');
  expect(zoom).toHaveFocus();
});

test('the Zoom button sits below the picture, never over it (a design keeps its corner: the price tag on a detail page)', () => {
  render(<ItemGallery slides={[slide(1), slide(2)]} label="Pictures of Luxury cosmetic" zoomText="Zoom" closeText="Close" />);
  const picture = screen.getByText('main 1').parentElement!.parentElement!;
  const zoom = screen.getByRole('button', {name: 'Zoom in: picture 1'});
  expect(picture).not.toContainElement(zoom);
  expect(zoom.className).not.toMatch(/\babsolute\b/);
});
