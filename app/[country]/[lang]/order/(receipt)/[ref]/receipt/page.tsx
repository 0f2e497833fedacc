import {notFound} from 'next/navigation';
import {OrderLoginGate} from '@/components/orders/OrderLoginGate';
import {Receipt} from '@/components/orders/Receipt';
import {db} from '@/lib/db';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';
import {localizedPath} from '@/lib/i18n/paths';
import {orderForPage} from '@/lib/orders/access';
import {receiptOf} from '@/lib/receipts/receipt';

type Params = Promise<PageParams & {ref: string}>;

/** {order link}/receipt: a paid order's receipt, for whoever may see the order (404 for an unpaid one). */
export default async function ReceiptPage({params}: {params: Params}) {
  const {country, lang} = await resolvePageParams(params);
  const {ref} = await params;
  const {order, login} = await orderForPage(ref);
  if (login) return <OrderLoginGate lang={lang} />;
  if (!order) notFound();
  const receipt = await receiptOf(db, order);
  if (!receipt) notFound();
  return <Receipt receipt={receipt} country={country} lang={lang} orderHref={localizedPath(country, lang, `/order/${ref}`)} />;
}
