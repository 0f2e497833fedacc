'use client';

import type {ComponentProps} from 'react';
import {Island} from '@/components/ui/Island';
import type ScopedCheckoutForm from './CheckoutForm';

const load = () => import('./CheckoutForm');

/**
 * The checkout form, prerendered with the page; its code (react-hook-form, zod, the Toss widget's
 * loader) is not part of the page's first scripts but fetched as the form comes into view or is
 * touched. Until it runs, the form's controls are disabled, so no click goes unanswered.
 */
export function CheckoutFormIsland(props: ComponentProps<typeof ScopedCheckoutForm>) {
  return <Island load={load} props={props} />;
}
