/** @jest-environment jsdom */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {Button, buttonClass} from '@/components/ui/Button';
import {Field, INPUT} from '@/components/ui/Field';
import {DialogContent, DialogRoot, DialogTrigger, SheetContent} from '@/components/ui/Dialog';

test('a disabled Button cannot be pressed; an enabled one can', async () => {
  const user = userEvent.setup();
  const pressed = jest.fn();
  const {rerender} = render(
    <Button disabled onClick={pressed}>
      Pay
    </Button>,
  );
  const button = screen.getByRole('button', {name: 'Pay'});
  expect(button).toBeDisabled();
  await user.click(button);
  expect(pressed).not.toHaveBeenCalled();
  rerender(<Button onClick={pressed}>Pay</Button>);
  await user.click(screen.getByRole('button', {name: 'Pay'}));
  expect(pressed).toHaveBeenCalledTimes(1);
});

test('Button keeps the element type it is given (a submit button submits its form)', async () => {
  const user = userEvent.setup();
  const submitted = jest.fn((event: {preventDefault: () => void}) => event.preventDefault());
  render(
    <form onSubmit={submitted}>
      <Button type="submit">Send</Button>
    </form>,
  );
  await user.click(screen.getByRole('button', {name: 'Send'}));
  expect(submitted).toHaveBeenCalledTimes(1);
});

test('buttonClass gives a link the look of the primary button, with the layout classes it is given', () => {
  const classes = buttonClass({className: 'mt-8'}).split(' ');
  expect(classes).toEqual(expect.arrayContaining(['rounded-full', 'bg-ink', 'text-paper', 'px-6', 'py-3', 'mt-8']));
  expect(buttonClass({variant: 'danger', size: 'md'})).toMatch(/bg-red-700/);
  expect(buttonClass({variant: 'danger', size: 'md'})).not.toMatch(/bg-ink/);
});

test('Field names its control by the label and describes it by the hint and the error', () => {
  const {rerender} = render(
    <Field id="email" label="Email" hint="We never share it">
      {(control) => <input {...control} className={INPUT} />}
    </Field>,
  );
  const input = screen.getByLabelText('Email');
  expect(input).toHaveAccessibleDescription('We never share it');
  expect(input).not.toHaveAttribute('aria-invalid');

  rerender(
    <Field id="email" label="Email" hint="We never share it" error="Enter a valid email" errorRole="alert">
      {(control) => <input {...control} className={INPUT} />}
    </Field>,
  );
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('We never share it Enter a valid email');
  expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
});

test('a Dialog is named by its title, closes on Escape and gives the focus back to its trigger', async () => {
  const user = userEvent.setup();
  render(
    <DialogRoot>
      <DialogTrigger>Details</DialogTrigger>
      <DialogContent title="Delivery" closeLabel="Close" aria-describedby={undefined}>
        <p>Five days</p>
      </DialogContent>
    </DialogRoot>,
  );
  await user.click(screen.getByRole('button', {name: 'Details'}));
  const dialog = screen.getByRole('dialog', {name: 'Delivery'});
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(screen.getByRole('button', {name: 'Close'})).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', {name: 'Details'})).toHaveFocus();
});

test('a Dialog opened without a trigger (loaded on a click) gives the focus back to the control that opened it', async () => {
  const user = userEvent.setup();
  function Opener({open, onOpen, onClose}: {open: boolean; onOpen: () => void; onClose: () => void}) {
    return (
      <>
        <button type="button" onClick={onOpen}>
          Cart
        </button>
        {open ? (
          <DialogRoot defaultOpen onOpenChange={(o) => !o && onClose()}>
            <SheetContent title="Your cart" closeLabel="Close the cart" aria-describedby={undefined} />
          </DialogRoot>
        ) : null}
      </>
    );
  }
  let open = false;
  const {rerender} = render(<Opener open={false} onOpen={() => (open = true)} onClose={() => (open = false)} />);
  const rerenderNow = () => rerender(<Opener open={open} onOpen={() => (open = true)} onClose={() => (open = false)} />);
  await user.click(screen.getByRole('button', {name: 'Cart'}));
  rerenderNow();
  expect(screen.getByRole('dialog', {name: 'Your cart'})).toBeInTheDocument();
  await user.click(screen.getByRole('button', {name: 'Close the cart'}));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', {name: 'Cart'})).toHaveFocus();
});

test('a Sheet dims the page behind it with the same overlay as a dialog, and its close button carries the given name', () => {
  render(
    <DialogRoot defaultOpen>
      <SheetContent title="Your cart" closeLabel="Close the cart" aria-describedby={undefined} />
    </DialogRoot>,
  );
  const sheet = screen.getByRole('dialog', {name: 'Your cart'});
  expect(sheet.className).toMatch(/\bright-0\b/);
  const overlay = document.querySelector('[data-state="open"]:not([role="dialog"])');
  expect(overlay).not.toBeNull();
  expect(overlay!.className).toMatch(/\bfixed inset-0\b/);
  expect(overlay!.className).toMatch(/\bbg-black\/50\b/);
  expect(overlay!.className).not.toMatch(/\b(?:sm|md|lg):(?:hidden|bg-transparent)\b/);
  expect(screen.getByRole('button', {name: 'Close the cart'})).toBeInTheDocument();
});

test('every button gets the keyboard focus ring from the global :focus-visible rule (buttonClass does not repeat it)', () => {
  const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
  expect(css).toMatch(/:focus-visible\s*\{\s*outline:\s*2px solid var\(--color-accent\);\s*outline-offset:\s*2px;/);
});
