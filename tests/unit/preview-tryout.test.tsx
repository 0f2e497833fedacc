/** @jest-environment jsdom */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fireEvent, render, screen, waitFor} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {PreviewTryOut, type TryOutTexts} from '@/components/preview/PreviewTryOut';
import {PreviewStage, PreviewStageProvider} from '@/components/preview/PreviewStage';

const tryOn = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8')).TryOn;
// A template's try-out: its scene is its own, so it asks no kind (TryWithProduct passes `kind` for services 2 and 3 only).
const {kind: kindTexts, ...templateTexts} = tryOn;
const texts: TryOutTexts = {...templateTexts, failed: tryOn.errors.failed};
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

/** The try-out with the server's answers faked: the ticket request (no bucket), then the preview's. */
function withServer(preview: {status: number; body: object}) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    calls.push(url);
    const answer = url === '/api/uploads/direct' ? {status: 200, body: {direct: false}} : preview;
    return {ok: answer.status < 300, status: answer.status, json: async () => answer.body};
  }) as unknown as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:photo');
  URL.revokeObjectURL = jest.fn();
  return calls;
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'mug.jpg', {type: 'image/jpeg'});

test('a made preview is shown large with a before/after slider (a labelled range input: arrow keys move it), "Try another photo" and "Use this photo" beside it', async () => {
  withServer({status: 201, body: {success: true, id: '0b8f8f8e-1c1d-4c4c-9a9a-111122223333', image: '/uploads/abc?inline=1'}});
  render(tryOut);
  fireEvent.change(screen.getByLabelText(texts.choose), {target: {files: [photo()]}});
  const preview = await screen.findByRole('img', {name: texts.previewAlt});
  expect(preview).toHaveAttribute('src', '/uploads/abc?inline=1');
  const slider = screen.getByRole('slider', {name: texts.beforeAfter});
  expect(slider).toHaveValue('0');
  // The visitor's photo is hidden at 0 and shows as far as the slider says.
  const original = screen.getByAltText(texts.originalAlt);
  expect(original.style.clipPath).toBe('inset(0 100% 0 0)');
  fireEvent.change(slider, {target: {value: '60'}});
  expect(original.style.clipPath).toBe('inset(0 40% 0 0)');
  expect(screen.getByLabelText(texts.tryAnother)).toBeEnabled();
  expect(screen.getByRole('link', {name: texts.use})).toHaveAttribute('href', '/us/checkout/template/3?preview=0b8f8f8e-1c1d-4c4c-9a9a-111122223333');
});

test('on a template page the made preview takes the main picture’s place, and the picture comes back when another photo is tried', async () => {
  withServer({status: 201, body: {success: true, id: '0b8f8f8e-1c1d-4c4c-9a9a-111122223333', image: '/uploads/abc?inline=1'}});
  render(
    <PreviewStageProvider>
      <PreviewStage>
        <p>The gallery</p>
      </PreviewStage>
      <section data-testid="side">{tryOut}</section>
    </PreviewStageProvider>,
  );
  expect(screen.getByText('The gallery')).toBeVisible();
  fireEvent.change(screen.getByLabelText(texts.choose), {target: {files: [photo()]}});
  const preview = await screen.findByRole('img', {name: texts.previewAlt});
  expect(screen.getByTestId('preview-stage')).toContainElement(preview);
  expect(screen.getByTestId('side')).not.toContainElement(preview);
  expect(screen.getByTestId('preview-stage')).toContainElement(screen.getByRole('slider', {name: texts.beforeAfter}));
  await waitFor(() => expect(screen.getByText('The gallery')).not.toBeVisible());
  // Another photo: while it is made the design's picture is back.
  withServer({status: 422, body: {success: false, message: tryOn.errors.hand}});
  fireEvent.change(screen.getByLabelText(texts.tryAnother), {target: {files: [photo()]}});
  expect(await screen.findByRole('alert')).toHaveTextContent(tryOn.errors.hand);
  await waitFor(() => expect(screen.getByText('The gallery')).toBeVisible());
});

test("a refused photo shows the server's guidance (what photo to take instead) and offers another photo", async () => {
  withServer({status: 422, body: {success: false, message: tryOn.errors.hand}});
  render(tryOut);
  fireEvent.change(screen.getByLabelText(texts.choose), {target: {files: [photo()]}});
  expect(await screen.findByRole('alert')).toHaveTextContent(tryOn.errors.hand);
  expect(screen.getByLabelText(texts.tryAnother)).toBeEnabled();
  expect(screen.queryByRole('slider')).toBeNull();
});

test("the premium product photo asks the product's kind first: the pickers wait for it, and the preview is asked for that kind", async () => {
  const calls = withServer({status: 201, body: {success: true, id: '0b8f8f8e-1c1d-4c4c-9a9a-111122223333', image: '/uploads/abc?inline=1'}});
  render(<PreviewTryOut target="service:3" checkoutHref="/us/checkout/3" country="us" lang="en" texts={{...texts, kind: kindTexts}} />);
  const group = screen.getByRole('group', {name: kindTexts.legend});
  expect(group).toHaveAccessibleDescription(kindTexts.hint);
  expect(screen.getByLabelText(texts.choose)).toBeDisabled();
  fireEvent.click(screen.getByRole('radio', {name: kindTexts.options.drinks}));
  expect(screen.getByRole('radio', {name: kindTexts.options.drinks})).toBeChecked();
  expect(screen.getByLabelText(texts.choose)).toBeEnabled();
  fireEvent.change(screen.getByLabelText(texts.choose), {target: {files: [photo()]}});
  await screen.findByRole('img', {name: texts.previewAlt});
  expect(calls).toContain('/api/previews?target=service%3A3&kind=drinks');
});
