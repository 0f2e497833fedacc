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
  return <CheckoutFormIsland {...props} prefill={user ? customerOf(user) : null} widget={clientKey ? {clientKey, customerKey: user?.id ?? null} : null} />;
}

/** Where the form will be, about as tall as its first step (log in or continue as a guest), until it streams in. */
export function VisitorSkeleton({label}: {label: string}) {
  return (
    <section aria-busy="true" className="min-h-52 rounded-2xl border border-line bg-white p-6">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className="h-6 w-1/2 rounded-md bg-line/50 motion-safe:animate-pulse" />
      <div aria-hidden="true" className="mt-4 h-4 w-3/4 rounded-md bg-line/50 motion-safe:animate-pulse" />
    </section>
  );
}
