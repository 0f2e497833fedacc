/** @jest-environment jsdom */
/**
 * What a visitor typed before the page's script ran is what the form sends (docs/storefront.md#what-a-visitor-can-do).
 * The form is rendered on the "server", filled in as a browser would before any script, then hydrated.
 */
import {useState, type FormEvent} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {keepTyped, SavedTextArea} from '@/components/ui/keepTyped';

interface Sent {
  name: string;
  note: string;
  zone: string;
  news: boolean;
  plan: string;
}

// As in a browser: React schedules and flushes its own work, no act() queue.
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = false;
/** Lets React hydrate and keepTyped run (its microtask), as the browser's event loop would. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const SERVER: Sent = {name: 'AI Creative Studio', note: '', zone: 'Asia/Seoul', news: false, plan: 'basic'};

/** One state object updated from each field's onChange, as the admin forms do (the last render's copy, spread). */
function Form({keep, onSend}: {keep: boolean; onSend: (sent: Sent) => void}) {
  const [v, setV] = useState<Sent>(SERVER);
  const set = <K extends keyof Sent>(key: K, value: Sent[K]) => setV({...v, [key]: value});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(v);
  };
  return (
    <form ref={keep ? keepTyped : undefined} onSubmit={submit} aria-label="details">
      <input aria-label="name" value={v.name} onChange={(e) => set('name', e.target.value)} />
      <textarea aria-label="note" value={v.note} onChange={(e) => set('note', e.target.value)} />
      <select aria-label="zone" value={v.zone} onChange={(e) => set('zone', e.target.value)}>
        <option value="Asia/Seoul">Seoul</option>
        <option value="Asia/Ho_Chi_Minh">Ho Chi Minh City</option>
      </select>
      <input type="checkbox" aria-label="news" checked={v.news} onChange={(e) => set('news', e.target.checked)} />
      {['basic', 'pro'].map((plan) => (
        <input key={plan} type="radio" name="plan" aria-label={plan} value={plan} checked={v.plan === plan} onChange={() => set('plan', plan)} />
      ))}
      <p data-testid="state">{JSON.stringify(v)}</p>
      <button type="submit">Save</button>
    </form>
  );
}

/** Serves the form's HTML, fills it in with no script (the browser's own editing), hydrates it and submits it. */
async function fillBeforeHydration(keep: boolean): Promise<{sent: Sent; shown: Record<string, string | boolean>}> {
  let sent: Sent | undefined;
  const onSend = (s: Sent) => (sent = s);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form keep={keep} onSend={onSend} />);
  document.body.replaceChildren(container);
  const field = <T extends Element>(label: string) => container.querySelector(`[aria-label="${label}"]`) as unknown as T;
  field<HTMLInputElement>('name').value = 'Hanbit Creative';
  field<HTMLTextAreaElement>('note').value = 'Closed on public holidays';
  field<HTMLSelectElement>('zone').value = 'Asia/Ho_Chi_Minh';
  field<HTMLInputElement>('news').checked = true;
  field<HTMLInputElement>('pro').checked = true;

  hydrateRoot(container, <Form keep={keep} onSend={onSend} />);
  await settle();
  container.querySelector('form')!.requestSubmit();
  const shown = {
    name: field<HTMLInputElement>('name').value,
    note: field<HTMLTextAreaElement>('note').value,
    zone: field<HTMLSelectElement>('zone').value,
    news: field<HTMLInputElement>('news').checked,
    plan: field<HTMLInputElement>('pro').checked ? 'pro' : 'basic',
  };
  return {sent: sent!, shown};
}

test('a form with keepTyped sends what was typed, picked and ticked before its script ran, and still shows it', async () => {
  const {sent, shown} = await fillBeforeHydration(true);
  const typed = {name: 'Hanbit Creative', note: 'Closed on public holidays', zone: 'Asia/Ho_Chi_Minh', news: true, plan: 'pro'};
  expect(sent).toEqual(typed);
  expect(shown).toEqual(typed);
});

test('without it, hydration leaves the typed text on screen while the form sends the server values (the bug keepTyped fixes)', async () => {
  const {sent, shown} = await fillBeforeHydration(false);
  expect(shown.name).toBe('Hanbit Creative');
  expect(sent).toEqual(SERVER);
});

test("a pick that arrives while React hydrates does not wipe what was typed before it (the owner's portfolio entry lost its client)", async () => {
  // The name is typed before the script; the zone's change event lands before React has hydrated,
  // so React hydrates at once for it and re-renders the form from its state: before keepTyped's
  // microtask, the name field was put back to the server's value and nothing was left to keep.
  let sent: Sent | undefined;
  const onSend = (s: Sent) => (sent = s);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form keep onSend={onSend} />);
  document.body.replaceChildren(container);
  const name = container.querySelector<HTMLInputElement>('[aria-label="name"]')!;
  const zone = container.querySelector<HTMLSelectElement>('[aria-label="zone"]')!;
  name.value = 'Hanbit Creative';

  hydrateRoot(container, <Form keep onSend={onSend} />);
  zone.value = 'Asia/Ho_Chi_Minh';
  zone.dispatchEvent(new Event('change', {bubbles: true}));
  await settle();
  expect(name.value).toBe('Hanbit Creative');
  container.querySelector('form')!.requestSubmit();
  expect(sent).toEqual({...SERVER, name: 'Hanbit Creative', zone: 'Asia/Ho_Chi_Minh'});
});

test('fields nobody touched send nothing new: the server values stay', async () => {
  const onSend = jest.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form keep onSend={onSend} />);
  document.body.replaceChildren(container);
  hydrateRoot(container, <Form keep onSend={onSend} />);
  await settle();
  container.querySelector('form')!.requestSubmit();
  expect(onSend).toHaveBeenCalledWith(SERVER);
});

test("why: React puts a textarea's saved text back over what was typed before it hydrated", async () => {
  const view = () => <textarea aria-label="comments" value="Deliver on Friday" onChange={() => {}} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(view());
  document.body.replaceChildren(container);
  const comments = container.querySelector('textarea')!;
  comments.value = 'Deliver on Monday';
  hydrateRoot(container, view());
  await settle();
  expect(comments.value).toBe('Deliver on Friday');
});

test('a textarea holding saved text takes no typing until its script runs (React would put the saved text back), then does', async () => {
  const view = () => <SavedTextArea aria-label="comments" value="Deliver on Friday" onChange={() => {}} className="field" />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(view());
  document.body.replaceChildren(container);
  const comments = container.querySelector('textarea')!;
  expect(comments.readOnly).toBe(true);
  expect(comments.getAttribute('aria-disabled')).toBe('true');
  expect(comments.className).toContain('aria-disabled:cursor-wait');

  hydrateRoot(container, view());
  await settle();
  expect(comments.readOnly).toBe(false);
  expect(comments.hasAttribute('aria-disabled')).toBe(false);
  expect(comments.value).toBe('Deliver on Friday');
});
