'use client';

import {useEffect, useId, useRef, useState, type DragEvent, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import {useHydrated} from '@/components/ui/useHydrated';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {callApi} from '@/lib/http/client';
import type {ProductKind} from '@/lib/preview/scenes';
import {buttonClass} from '@/components/ui/buttonClass';
import {KindChoice, type KindTexts} from './KindChoice';
import {usePreviewStage} from './PreviewStage';

export interface TryOutTexts {
  title: string;
  lead: string;
  choose: string;
  camera: string;
  drop: string;
  working: string;
  original: string;
  preview: string;
  originalAlt: string;
  previewAlt: string;
  tryAnother: string;
  use: string;
  privacy: string;
  tips: string;
  failed: string;
  /** The before/after slider's label and its hint. */
  beforeAfter: string;
  beforeAfterHint: string;
  /** "What is your product?", where the scene depends on it (services 2 and 3). */
  kind?: KindTexts;
}

type State = {kind: 'idle'} | {kind: 'working'; original: string} | {kind: 'done'; original: string; image: string; id: string} | {kind: 'error'; original: string | null; message: string};

/**
 * The try-out: pick, photograph or drop a photo; while the studio's server cuts it out and places
 * it, the page stays usable; then the preview large, with a before/after slider against the
 * visitor's own photo (a range input: arrow keys move it), "Try another photo" right under it, and
 * "Use this photo", which opens the checkout carrying the preview (its photo goes with the order
 * and brief). A refusal says what photo to take instead (lib/preview/checks.mjs).
 */
export function PreviewTryOut({target, checkoutHref, country, lang, texts}: {target: string; checkoutHref: string; country: CountryCode; lang: Language; texts: TryOutTexts}) {
  const [state, setState] = useState<State>({kind: 'idle'});
  const [dragging, setDragging] = useState(false);
  const [kind, setKind] = useState<ProductKind | null>(null);
  // How much of the visitor's own photo shows over the preview (0: all preview, 100: all photo).
  const [reveal, setReveal] = useState(0);
  const headingId = useId();
  const sliderId = useId();
  const result = useRef<HTMLDivElement>(null);
  const original = state.kind === 'idle' ? null : state.original;

  // The original's object URL is released when it is replaced or the section goes.
  useEffect(() => () => void (original && URL.revokeObjectURL(original)), [original]);

  // A made preview is brought into view (without animation when the visitor asked for less motion).
  const doneImage = state.kind === 'done' ? state.image : null;
  useEffect(() => {
    if (!doneImage || !result.current) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    result.current.scrollIntoView?.({behavior: reduce ? 'auto' : 'smooth', block: 'nearest'});
  }, [doneImage]);

  async function send(file: File) {
    const url = URL.createObjectURL(file);
    setState({kind: 'working', original: url});
    try {
      const headers = {'x-language': lang, 'x-country': country};
      const query: Record<string, string> = kind ? {target, kind} : {target};
      // With a bucket the photo goes straight to it, and the preview is asked for with its ticket (lib/uploads/direct).
      const direct = await callApi('POST /api/uploads/direct', {headers, json: {name: file.name, size: file.size, type: file.type, purpose: 'preview'}});
      if (!direct.ok) {
        setState({kind: 'error', original: url, message: direct.body.message || texts.failed});
        return;
      }
      const ticket = direct.body;
      if (ticket.direct) await fetch(ticket.url, {method: 'PUT', headers: ticket.headers, body: file}).catch(() => null);
      const answer = ticket.direct
        ? await callApi('POST /api/previews', {headers, query, json: {ticket: ticket.ticket}})
        : await callApi('POST /api/previews', {headers: {...headers, 'content-type': file.type || 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name)}, query, body: file});
      if (answer.ok) {
        setReveal(0);
        setState({kind: 'done', original: url, image: answer.body.image, id: answer.body.id});
      } else setState({kind: 'error', original: url, message: answer.body.message || texts.failed});
    } catch {
      setState({kind: 'error', original: url, message: texts.failed});
    }
  }

  function chosen(files: FileList | null) {
    const file = files?.[0];
    if (file) void send(file);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (state.kind !== 'working') chosen(event.dataTransfer.files);
  }

  const hydrated = useHydrated();
  const working = state.kind === 'working';
  // Until the code runs, the pickers are disabled too: a photo picked before then would be lost; and until the product's kind is chosen where it sets the scene.
  const disabled = working || !hydrated || (texts.kind !== undefined && kind === null);

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-line bg-white p-5" data-testid="try-with-product">
      <h2 id={headingId} className="font-semibold">
        {texts.title}
      </h2>
      <p className="mt-2 text-sm text-muted">{texts.lead}</p>
      {texts.kind ? <KindChoice texts={texts.kind} value={kind} onChange={setKind} disabled={working || !hydrated} /> : null}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-4 rounded-xl border-2 border-dashed p-4 text-center text-sm ${dragging ? 'border-accent bg-paper' : 'border-line'}`}
      >
        <div className="flex flex-wrap items-center justify-center gap-3">
          <PhotoPicker label={state.kind === 'idle' || state.kind === 'done' ? texts.choose : texts.tryAnother} disabled={disabled} onPick={chosen} className="bg-ink text-white hover:opacity-90" />
          <PhotoPicker label={texts.camera} disabled={disabled} onPick={chosen} camera className="border border-line sm:hidden" />
        </div>
        <p className="mt-2 hidden text-muted sm:block">{texts.drop}</p>
      </div>
      <p className="mt-2 text-xs text-muted">{texts.tips}</p>
      <p role="status" aria-live="polite" className="mt-3 flex items-center gap-2 text-sm empty:hidden">
        {working ? (
          <>
            <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-line border-t-ink motion-reduce:animate-none" />
            {texts.working}
          </>
        ) : null}
      </p>
      {state.kind === 'error' ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'done' ? (
        <Placed resultRef={result}>
          <PreviewResult
            image={state.image}
            original={state.original}
            checkoutLink={`${checkoutHref}?preview=${encodeURIComponent(state.id)}`}
            texts={texts}
            sliderId={sliderId}
            reveal={reveal}
            onReveal={setReveal}
            disabled={disabled}
            onPick={chosen}
          />
        </Placed>
      ) : original ? (
        <div className="mt-4 grid grid-cols-2 gap-3">
          <figure>
            {/* eslint-disable-next-line @next/next/no-img-element -- the visitor's own file, shown from memory */}
            <img src={original} alt={texts.originalAlt} className="aspect-[4/5] w-full rounded-lg border border-line bg-paper object-contain" />
            <figcaption className="mt-1 text-xs text-muted">{texts.original}</figcaption>
          </figure>
          <figure>
            <div aria-hidden="true" className={`aspect-[4/5] w-full rounded-lg border border-line bg-paper ${working ? 'animate-pulse motion-reduce:animate-none' : ''}`} />
            <figcaption className="mt-1 text-xs text-muted">{texts.preview}</figcaption>
          </figure>
        </div>
      ) : null}
      <p className="mt-3 text-xs text-muted">{texts.privacy}</p>
    </section>
  );
}

/**
 * Where a made preview shows: on the page's stage (./PreviewStage: a template page's main picture,
 * which steps aside while it is there), else in the try-out itself.
 */
function Placed({children, resultRef}: {children: ReactNode; resultRef: RefObject<HTMLDivElement | null>}) {
  const stage = usePreviewStage();
  const place = stage?.place ?? null;
  const setShown = stage?.setShown;
  useEffect(() => {
    if (!place || !setShown) return;
    setShown(true);
    return () => setShown(false);
  }, [place, setShown]);
  const inner = (
    <div ref={resultRef} className={place ? '' : 'mt-4'}>
      {children}
    </div>
  );
  return place ? createPortal(inner, place) : inner;
}

/**
 * A made preview: large, with the visitor's own photo over it as far as the before/after slider
 * says, then "Use this photo" (the checkout, carrying the preview) and "Try another photo".
 */
function PreviewResult({
  image,
  original,
  checkoutLink,
  texts,
  sliderId,
  reveal,
  onReveal,
  disabled,
  onPick,
}: {
  image: string;
  original: string;
  checkoutLink: string;
  texts: TryOutTexts;
  sliderId: string;
  reveal: number;
  onReveal: (reveal: number) => void;
  disabled: boolean;
  onPick: (files: FileList | null) => void;
}) {
  return (
    <>
      {/* The preview large, the visitor's photo over it from the left as far as the slider says. */}
      <figure className="relative mx-auto max-w-xl overflow-hidden rounded-xl border border-line bg-paper">
        {/* eslint-disable-next-line @next/next/no-img-element -- a private, per-visitor image that is never cached */}
        <img src={image} alt={texts.previewAlt} className="block h-auto w-full" />
        {/* eslint-disable-next-line @next/next/no-img-element -- the visitor's own file, shown from memory */}
        <img
          src={original}
          alt={texts.originalAlt}
          aria-hidden={reveal === 0 ? true : undefined}
          className="absolute inset-0 h-full w-full bg-paper object-contain"
          style={{clipPath: `inset(0 ${100 - reveal}% 0 0)`}}
        />
        {reveal > 0 && reveal < 100 ? <span aria-hidden="true" className="absolute inset-y-0 w-0.5 bg-white shadow" style={{left: `${reveal}%`}} /> : null}
        <figcaption className="sr-only">{texts.preview}</figcaption>
      </figure>
      <div className="mx-auto mt-3 max-w-xl">
        <label htmlFor={sliderId} className="flex justify-between text-xs text-muted">
          <span>{texts.beforeAfter}</span>
          <span aria-hidden="true">
            {texts.preview} / {texts.original}
          </span>
        </label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={100}
          step={5}
          value={reveal}
          onChange={(event) => onReveal(Number(event.target.value))}
          aria-valuetext={`${reveal}%`}
          title={texts.beforeAfterHint}
          className="mt-1 w-full accent-ink"
        />
      </div>
      <div className="mx-auto mt-4 flex max-w-xl flex-wrap items-center gap-3">
        <a href={checkoutLink} className={buttonClass({variant: 'accent', size: 'lgSlim', className: 'inline-block'})}>
          {texts.use}
        </a>
        <PhotoPicker label={texts.tryAnother} disabled={disabled} onPick={onPick} className="border border-line text-sm" />
      </div>
    </>
  );
}

/** A photo picker: a file input (or the phone's camera) dressed as a button. */
function PhotoPicker({label, disabled, onPick, camera = false, className}: {label: string; disabled: boolean; onPick: (files: FileList | null) => void; camera?: boolean; className: string}) {
  return (
    <label
      className={`inline-block cursor-pointer rounded-full px-5 py-2 font-semibold focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 ${className} ${disabled ? 'pointer-events-none opacity-50' : ''}`}
    >
      {label}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture={camera ? 'environment' : undefined}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          onPick(event.target.files);
          event.target.value = '';
        }}
      />
    </label>
  );
}
