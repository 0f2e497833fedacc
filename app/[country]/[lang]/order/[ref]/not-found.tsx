import {getTranslations} from 'next-intl/server';

/** An order that does not exist, or that this visitor may not see: the same answer, with status 404. */
export default async function OrderNotFound() {
  const t = await getTranslations('Order');
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('notFoundTitle')}</h1>
      <p className="mt-3 text-muted">{t('notFoundText')}</p>
    </section>
  );
}
