import type {Metadata} from 'next';
import {getTranslations} from 'next-intl/server';
import {OrderView} from '@/components/orders/OrderView';
import {currentUser} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';
import {deliveriesOf, includedRevisions} from '@/lib/orders/deliveries';
import {claimGuestOrder, orderByGuestToken, orderForViewer} from '@/lib/orders/store';

export const dynamic = 'force-dynamic';

type Params = Promise<PageParams & {ref: string}>;

export async function generateMetadata({params}: {params: Params}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Order'});
  return {title: t('progress'), robots: {index: false}, referrer: 'no-referrer'};
}

/**
 * /order/{guest link token}: the guest's order without an account (and it joins the account of a
 * signed-in visitor with the order's e-mail); /order/{number}: for its owner and admins.
 */
export default async function OrderPage({params}: {params: Params}) {
  const {country, lang} = await resolvePageParams(params);
  const {ref} = await params;
  const user = await currentUser();
  const byToken = await orderByGuestToken(db, ref);
  let order = byToken;
  let joined = false;
  if (order && user && !order.userId && (await claimGuestOrder(db, order.id, user))) joined = true;
  if (!order && user) order = await orderForViewer(db, ref, user);
  if (!order) {
    const t = await getTranslations('Order');
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">{t('notFoundTitle')}</h1>
        <p className="mt-3 text-muted">{t('notFoundText')}</p>
      </section>
    );
  }
  const [deliveries, revisions] = await deliveriesOf(db, order.id);
  return (
    <OrderView
      country={country}
      lang={lang}
      order={order}
      joined={joined}
      token={byToken ? ref : null}
      deliveries={deliveries}
      revisions={revisions}
      includedRevisions={includedRevisions(order)}
    />
  );
}
