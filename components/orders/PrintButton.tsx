'use client';
import {buttonClass} from '@/components/ui/buttonClass';

/** Opens the browser's print dialog (print, or save as PDF). */
export function PrintButton({text}: {text: string}) {
  return (
    <button type="button" onClick={() => window.print()} className={buttonClass({size: 'md'})}>
      {text}
    </button>
  );
}
