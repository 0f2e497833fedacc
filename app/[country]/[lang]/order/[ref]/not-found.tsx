'use client';

import {useBoundaryTexts} from '@/components/i18n/BoundaryTexts';

// An order that does not exist, or that this visitor may not see: the same answer, with status
// 404. A client component with its texts from the layout: a server one would read the request
// language before the page sets it (and the page would render in the default language).
export default function OrderNotFound() {
  const text = useBoundaryTexts().Order;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{text.notFoundTitle}</h1>
      <p className="mt-3 text-muted">{text.notFoundText}</p>
    </section>
  );
}
