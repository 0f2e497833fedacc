import {getTranslations} from 'next-intl/server';
import {JsonLd} from '@/components/seo/JsonLd';
import {faqJsonLd, type FaqEntry} from '@/lib/catalog/faq/faq';

/**
 * An item page's questions and answers (the owner's for this language, and on a service the shop's own; docs/storefront.md#item-pages), each
 * a native disclosure (keyboard and screen readers need nothing more), with FAQPage JSON-LD of the
 * same entries. Nothing while there is none in this language.
 */
export async function ItemFaq({entries}: {entries: readonly FaqEntry[]}) {
  const data = faqJsonLd(entries);
  if (!data) return null;
  const t = await getTranslations('ItemPage');
  return (
    <section aria-labelledby="item-faq" className="mt-14">
      <JsonLd data={data} />
      <h2 id="item-faq" className="text-2xl font-bold">
        {t('faqTitle')}
      </h2>
      <div className="mt-4 divide-y divide-line rounded-2xl border border-line bg-white">
        {entries.map((entry, index) => (
          <details key={index} className="group px-5 py-4">
            <summary className="cursor-pointer list-none font-semibold marker:hidden">
              <span aria-hidden="true" className="mr-2 inline-block text-accent motion-safe:transition-transform group-open:rotate-90">
                ›
              </span>
              {entry.q}
            </summary>
            <p className="mt-2 whitespace-pre-line text-sm text-muted">{entry.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
