'use client';

import {useEffect, useMemo} from 'react';
import {useForm} from 'react-hook-form';
import {zodResolver} from '@hookform/resolvers/zod';
import {checkoutFormSchema, type CheckoutFormInput, type CheckoutFormValues} from '@/lib/checkout/form';
import type {CountryCode} from '@/lib/countries';
import {useCarriedQuestion} from '@/components/questions/carried';

interface Options {
  country: CountryCode;
  /** The signed-in customer's details, or null for a visitor. */
  prefill: {name: string; email: string; phone: string} | null;
  /** The service being bought, whose carried question fills the requirements; null for anything else. */
  serviceId: number | null;
}

/**
 * The checkout's react-hook-form: the country's schema, the signed-in customer's details and a
 * carried question as starting values, and details that arrive later filling what is still empty.
 */
export function useCheckoutForm({country, prefill, serviceId}: Options) {
  // Pay stays pressable: pressing it with something missing shows each field's error and focuses
  // the first one (react-hook-form's shouldFocusError, in the order the fields are on the page).
  const schema = useMemo(() => checkoutFormSchema(country), [country]);
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
  const {formState, getValues, setValue} = form;
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
  }, [prefill, getValues, setValue, formState.isSubmitted]);
  return form;
}
