'use client';

import {useEffect, useMemo, useRef} from 'react';
import {useRouter} from 'next/navigation';
import {useForm} from 'react-hook-form';
import {zodResolver} from '@hookform/resolvers/zod';
import {checkoutFormSchema, type CheckoutFormInput, type CheckoutFormValues} from '@/lib/checkout/form';
import type {CountryCode} from '@/lib/countries';
import {requestLogin} from '@/lib/account/client';
import {useCarriedQuestion} from '@/components/questions/carried';

interface Options {
  country: CountryCode;
  /** The signed-in customer's details, or null for a visitor. */
  prefill: {name: string; email: string; phone: string} | null;
  /** Whether the order asks for a phone number (lib/checkout/phone). */
  phone: boolean;
  /** The service being bought, whose carried question fills the requirements; null for anything else. */
  serviceId: number | null;
}

/**
 * The checkout's react-hook-form: the country's schema, the signed-in customer's details and a
 * carried question as starting values, and details that arrive later filling what is still empty.
 * `logIn` opens the log-in dialog; once the account's details are in, the focus goes to the first
 * field still to fill in (else the first field), never left on the vanished Log in button.
 */
export function useCheckoutForm({country, prefill, phone, serviceId}: Options) {
  // Pay stays pressable: pressing it with something missing shows each field's error and focuses
  // the first one (react-hook-form's shouldFocusError, in the order the fields are on the page).
  const schema = useMemo(() => checkoutFormSchema(country, phone), [country, phone]);
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      customerName: prefill?.name ?? '',
      customerEmail: prefill?.email ?? '',
      customerPhone: prefill?.phone ?? '',
      customerAddress: '',
      requirements: '',
      agreeTerms: false,
      agreePrivacy: false,
      agreeAge14: false,
      agreeMarketing: false,
    },
  });
  const {formState, getValues, setValue, setFocus} = form;
  const router = useRouter();
  const loggedInHere = useRef(false);
  // A question asked before buying, carried from its conversation: the requirements, unless typed already (components/questions/carried).
  useCarriedQuestion(serviceId, (text) => !getValues('requirements') && setValue('requirements', text));
  // Logged in from this page (its own Log in, or the header's): the refreshed page brings the
  // customer's details after the form was made, so they fill what is still empty, as for a
  // buyer who arrived signed in; what was typed and the quantity stay.
  useEffect(() => {
    if (!prefill) return;
    const details = [
      ['customerName', prefill.name],
      ['customerEmail', prefill.email],
      ['customerPhone', prefill.phone],
    ] as const;
    for (const [name, value] of details) if (value && !getValues(name)) setValue(name, value, {shouldValidate: formState.isSubmitted});
    if (!loggedInHere.current) return;
    loggedInHere.current = false;
    // In the fields' order on the page (OrdererFields): e-mail, name, phone where asked.
    const fields = (['customerEmail', 'customerName', ...(phone ? (['customerPhone'] as const) : [])] as const).filter((name) => !getValues(name)?.trim());
    setFocus(fields[0] ?? 'customerEmail');
  }, [prefill, phone, getValues, setValue, setFocus, formState.isSubmitted]);

  async function logIn() {
    if (!(await requestLogin())) return;
    // The refreshed page brings the account's details (CheckoutVisitor): the effect above fills them in and moves the focus.
    loggedInHere.current = true;
    router.refresh();
  }
  return {...form, logIn};
}
