import type {ComponentProps} from 'react';
import {currentUser} from '@/lib/auth/guard';
import {customerOf} from '@/lib/orders/store';
import {CheckoutFormIsland} from './CheckoutFormIsland';

type FormProps = ComponentProps<typeof CheckoutFormIsland>;

/**
 * The visitor's part of a prerendered checkout, rendered per request: who is buying (a signed-in
 * customer's details prefill the form; Toss knows them by their id) decides what the form shows.
 */
export async function CheckoutVisitor({clientKey, ...props}: Omit<FormProps, 'prefill' | 'widget'> & {clientKey: string | undefined}) {
  const user = await currentUser();
  return <CheckoutFormIsland {...props} prefill={user ? customerOf(user, props.lang) : null} widget={clientKey ? {clientKey, customerKey: user?.id ?? null} : null} />;
}
