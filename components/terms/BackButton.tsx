'use client';

import {useRouter} from 'next/navigation';

/** Goes back in history when there is somewhere to go back to (the terms page opens from many places). */
export function BackButton({label, fallbackHref}: {label: string; fallbackHref: string}) {
  const router = useRouter();
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-ink"
      onClick={() => (window.history.length > 1 ? router.back() : router.push(fallbackHref))}
    >
      <span aria-hidden="true">←</span> {label}
    </button>
  );
}
