import type {Metadata} from 'next';
import {notFound, redirect} from 'next/navigation';
import {getMessages, getTranslations} from 'next-intl/server';
import {AdminDenied} from '@/components/admin/AdminDenied';
import {AdminOrderDetail} from '@/components/admin/OrderDetail';
import {adminPageAccess} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {isUuid} from '@/lib/db/errors';
import {privateRobots} from '@/lib/deploy';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';
import {localizedPath} from '@/lib/i18n/paths';
import {loginThenReturn} from '@/lib/auth/login-return';
import {deliveriesOf} from '@/lib/orders/deliveries';
import Conversation from '@/components/orders/Conversation';
import {readThread} from '@/lib/orders/conversation';

type Params = Promise<PageParams & {ref: string}>;

export async function generateMetadata({params}: {params: Params}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const {ref} = await params;
  const t = await getTranslations({locale: lang, namespace: 'Admin'});
  return {title: t('orderTitle', {number: ref.slice(0, 40)}), robots: privateRobots};
}

/** Admin: one order by number (or id) with every action on it. */
export default async function AdminOrderPage({params}: {params: Params}) {
  const {country, lang} = await resolvePageParams(params);
  const {ref} = await params;
  const access = await adminPageAccess();
  if (access.kind === 'anonymous') redirect(loginThenReturn(localizedPath(country, lang), localizedPath(country, lang, `/admin/orders/${encodeURIComponent(ref)}`)));
  if (access.kind === 'denied') return <AdminDenied email={access.user.email} />;
  const order = await db.order.findUnique({
    where: isUuid(ref) ? {id: ref} : {number: ref},
    include: {items: {orderBy: {position: 'asc'}}, history: {orderBy: {createdAt: 'asc'}}, payments: {orderBy: {createdAt: 'asc'}}},
  });
  if (!order) notFound();
  const [[deliveries, revisions], thread, messages] = await Promise.all([deliveriesOf(db, order.id), readThread(db, order.id, 'studio'), getMessages()]);
  return (
    <AdminOrderDetail country={country} lang={lang} order={order} deliveries={deliveries} revisions={revisions}>
      <Conversation orderId={order.id} token={null} side="studio" country={country} lang={lang} thread={thread} messages={{Conversation: messages.Conversation}} />
    </AdminOrderDetail>
  );
}
