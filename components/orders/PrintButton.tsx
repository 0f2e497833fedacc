'use client';

/** Opens the browser's print dialog (print, or save as PDF). */
export function PrintButton({text}: {text: string}) {
  return (
    <button type="button" onClick={() => window.print()} className="rounded-full bg-ink px-4 py-2 text-sm font-semibold text-paper hover:bg-ink/90">
      {text}
    </button>
  );
}
