/**
 * An order's customer mail as it is sent: signed with the business details saved right now, and
 * greeting the customer by name only when the order's address is its account's confirmed address.
 * Anyone can name any address in a guest order or quote request (and an account's address is not
 * confirmed by signing up), so the name, which the requester chose, never reaches an address that
 * has not been confirmed (docs/security.md#limits-and-rules, "Mails to unconfirmed addresses"). Takes the client, so tests run it on both databases.
 */
import type {Db} from '@/lib/db/transaction';
import {loadBusiness} from '@/lib/business/store';
import type {OrderMailData} from '@/lib/mail/templates';

/** True when the order belongs to an account whose confirmed address is the order's address. */
export async function confirmedAddress(db: Db, order: {number: string; customerEmail: string}): Promise<boolean> {
  const row = await db.order.findUnique({where: {number: order.number}, select: {user: {select: {email: true, emailVerified: true}}}});
  const user = row?.user;
  return Boolean(user?.emailVerified && user.email.toLowerCase() === order.customerEmail.toLowerCase());
}

/** The order as the customer's mails are written from it: the seller, and whether the name may be greeted. */
export async function customerMailData<O extends OrderMailData>(db: Db, order: O): Promise<O> {
  const [seller, greetByName] = await Promise.all([loadBusiness(db), confirmedAddress(db, order)]);
  return {...order, seller, greetByName};
}
