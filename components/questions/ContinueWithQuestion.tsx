'use client';

import {carryQuestion} from './carried';
import {buttonClass} from '@/components/ui/buttonClass';

/** From a question's conversation to the service's checkout (or quote request), the asker's own words carried into its requirements (./carried). */
export default function ContinueWithQuestion({serviceId, href, text, label}: {serviceId: number; href: string; text: string; label: string}) {
  return (
    <a href={href} onClick={() => carryQuestion(serviceId, text)} className={buttonClass({variant: 'accent', size: 'lgSlim', className: 'mt-6 inline-block'})}>
      {label}
    </a>
  );
}
