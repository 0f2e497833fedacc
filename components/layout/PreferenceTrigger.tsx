/** One unit that never wraps ("KR · ₩" stays on one line at every width and language) nor shrinks. */
export const MENU_TRIGGER_CLASS = 'inline-flex h-9 shrink-0 items-center gap-1 whitespace-nowrap rounded-md border border-line px-3 text-sm font-medium hover:bg-white';

export function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
    </svg>
  );
}
