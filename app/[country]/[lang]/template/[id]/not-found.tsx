'use client';

import {useBoundaryTexts} from '@/components/i18n/BoundaryTexts';
import {HomeLink} from '@/components/layout/HomeLink';
import {buttonClass} from '@/components/ui/buttonClass';

// A client component with its texts from the layout's provider: a server one would read the
// request language before the page sets it and turn every template page dynamic.
export default function TemplateNotFound() {
  const text = useBoundaryTexts().Templates;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{text.notFoundTitle}</h1>
      <p className="mt-4 text-muted">{text.notFoundDescription}</p>
      <HomeLink path="/templateshop" className={buttonClass({className: 'mt-8'})}>
        {text.backToShop}
      </HomeLink>
    </section>
  );
}
