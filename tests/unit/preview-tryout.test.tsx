/** @jest-environment jsdom */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {PreviewTryOut, type TryOutTexts} from '@/components/preview/PreviewTryOut';

const tryOn = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8')).TryOn;
const texts: TryOutTexts = {...tryOn, failed: tryOn.errors.failed};
const tryOut = <PreviewTryOut target="template:3" checkoutHref="/us/checkout/template/3" country="us" lang="en" texts={texts} />;

test('the page as the server sends it: pickers wait for the script, and nothing says a preview is being made', () => {
  const html = renderToString(tryOut);
  expect(html).not.toContain(texts.working);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const inputs = [...doc.querySelectorAll('input[type=file]')];
  expect(inputs).toHaveLength(2);
  for (const input of inputs) expect(input.hasAttribute('disabled')).toBe(true);
});

test('once the script runs: the photo and camera pickers are enabled and the status is empty', () => {
  render(tryOut);
  expect(screen.getByLabelText(texts.choose)).toBeEnabled();
  expect(screen.getByLabelText(texts.camera)).toBeEnabled();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
