import type {Metadata} from 'next';
import {notFound} from 'next/navigation';
import {getTranslations} from 'next-intl/server';
import {OrderView} from '@/components/orders/OrderView';
import {currentUser} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';
import {deliveriesOf, includedRevisions} from '@/lib/orders/deliveries';
import {orderByGuestToken, orderForViewer} from '@/lib/orders/store';

export const dynamic = 'force-dynamic';

type Params = Promise<PageParams & {ref: string}>;

export async function generateMetadata({params}: {params: Params}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Order'});
  return {title: t('progress'), robots: {index: false}, referrer: 'no-referrer'};
}

/**
 * /order/{guest link token}: the guest's order without an account (a signed-in visitor with the
 * order's e-mail is offered to add it to their account: an explicit command, never on opening);
 * /order/{number}: for its owner and admins. Anything else: 404.
 */
export default async function OrderPage({params}: {params: Params}) {
  const {country, lang} = await resolvePageParams(params);
  const {ref} = await params;
  const user = await currentUser();
  const byToken = await orderByGuestToken(db, ref);
  const order = byToken ?? (user ? await orderForViewer(db, ref, user) : null);
  if (!order) notFound();
  const mine = Boolean(byToken && user && !order.userId && user.email.toLowerCase() === order.customerEmail);
  const claim = mine ? (user?.emailVerified ? 'offer' : 'unverified') : null;
  const [deliveries, revisions] = await deliveriesOf(db, order.id);
  return (
    <OrderView
      country={country}
      lang={lang}
      order={order}
      claim={claim}
      token={byToken ? ref : null}
      deliveries={deliveries}
      revisions={revisions}
      includedRevisions={includedRevisions(order)}
    />
  );
}
