import {Suspense, type ReactNode} from 'react';
import {getTranslations} from 'next-intl/server';
import type {Language} from '@/lib/i18n/languages';

/**
 * The prerendered frame of a personal page (checkout, an order, payment results, admin): the
 * header, footer and this placeholder are served at once from the prerender cache; what depends
 * on the visitor (their session, cart, order) renders per request inside the boundary and streams
 * in. Nothing inside it is ever cached across visitors.
 */
export async function PersonalShell({lang, children}: {lang: Language; children: ReactNode}) {
  const t = await getTranslations({locale: lang, namespace: 'Shell'});
  return <Suspense fallback={<PageSkeleton label={t('loading')} />}>{children}</Suspense>;
}

/** Grey blocks where the page's title, text and form will be; tall enough that the footer does not jump. */
function PageSkeleton({label}: {label: string}) {
  const block = 'rounded-md bg-line/50 motion-safe:animate-pulse';
  return (
    <section aria-busy="true" className="mx-auto min-h-[80vh] max-w-5xl px-4 py-12 sm:px-6">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true">
        <div className={`h-9 w-2/3 max-w-md ${block}`} />
        <div className={`mt-4 h-4 w-1/2 max-w-sm ${block}`} />
        <div className="mt-10 grid gap-6 md:grid-cols-[1fr_20rem]">
          <div className={`h-72 ${block}`} />
          <div className={`h-48 ${block}`} />
        </div>
      </div>
    </section>
  );
}
