'use client';

import {lazy, Suspense, useEffect, useId, useRef, useState, type ComponentType, type LazyExoticComponent} from 'react';

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function createGate(): Gate {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return {promise, open};
}

/** Runs once the island's content has hydrated. */
function Ready({onReady}: {onReady: () => void}) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * Server-rendered content whose code is fetched only when it comes near the screen (600 px) or is
 * touched, focused or submitted: the prerendered HTML shows, and stays usable to type into,
 * until then (React keeps a suspended boundary's server HTML as it is). A form submitted before
 * its code arrived is submitted again once it has. Rendered on the client after a navigation,
 * the content loads at once.
 */
/** `wanted`: asked once in the browser; true loads the code at once (the address leads to this island). */
export function Island<P extends object>({load, props, wanted}: {load: () => Promise<{default: ComponentType<P>}>; props: P; wanted?: () => boolean}) {
  // Hydrating when the server's HTML for this island is already in the page (useId matches it).
  // Not a useSyncExternalStore flag: its post-hydration re-render would force the still
  // dehydrated boundary to render on the client and drop the server HTML.
  const id = useId();
  const [gate] = useState<Gate | null>(() => (typeof document !== 'undefined' && document.getElementById(id)?.hasChildNodes() ? createGate() : null));
  const [Content] = useState<LazyExoticComponent<ComponentType<P>>>(() =>
    lazy(async () => {
      await gate?.promise;
      return load();
    }),
  );
  const ref = useRef<HTMLDivElement>(null);
  const ready = useRef(!gate);
  const pendingSubmit = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!gate || !element) return;
    if (wanted?.()) gate.open();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && gate.open(), {rootMargin: '600px'});
    observer.observe(element);
    const open = () => gate.open();
    const holdSubmit = (event: SubmitEvent) => {
      if (ready.current) return;
      // No native submission of a form whose code has not arrived: it is submitted once it has.
      event.preventDefault();
      pendingSubmit.current = event.target as HTMLFormElement;
      gate.open();
    };
    element.addEventListener('focusin', open);
    element.addEventListener('pointerdown', open);
    element.addEventListener('submit', holdSubmit, true);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', open);
      element.removeEventListener('pointerdown', open);
      element.removeEventListener('submit', holdSubmit, true);
    };
  }, [gate, wanted]);

  const [onReady] = useState(() => () => {
    ready.current = true;
    const form = pendingSubmit.current;
    pendingSubmit.current = null;
    if (form?.isConnected) form.requestSubmit();
  });

  return (
    <div ref={ref} id={id}>
      <Suspense fallback={null}>
        <Content {...props} />
        <Ready onReady={onReady} />
      </Suspense>
    </div>
  );
}
