'use client';

import {useTranslations} from 'next-intl';
import type {UseFormRegister} from 'react-hook-form';
import type {CheckoutFormInput} from '@/lib/checkout/form';
import {Field} from '@/components/ui/Field';
import {CHECKOUT_INPUT as INPUT} from './input';

type TextField = 'customerName' | 'customerEmail' | 'customerPhone' | 'customerAddress' | 'requirements';

interface Props {
  id: string;
  register: UseFormRegister<CheckoutFormInput>;
  /** A field's error, translated (undefined when it has none). */
  errorText: (name: TextField) => string | undefined;
  /** Whether the buyer is signed in (a guest is told what their order link is for). */
  signedIn: boolean;
}

/** Who is ordering: name, e-mail, phone, address and what they ask for (react-hook-form's fields). */
export function OrdererFields({id, register, errorText, signedIn}: Props) {
  const t = useTranslations('Checkout');
  const field = (name: TextField, label: string, control: {type: string; autoComplete: string; required: boolean} | 'textarea') => {
    return (
      <Field id={`${id}-${name}`} label={label} error={errorText(name)} errorClassName="mt-1 text-xs text-red-700">
        {(wiring) =>
          control === 'textarea' ? (
            <textarea {...wiring} rows={3} className={`${INPUT} min-h-20`} {...register(name)} />
          ) : (
            <input {...wiring} type={control.type} autoComplete={control.autoComplete} required={control.required} className={INPUT} {...register(name)} />
          )
        }
      </Field>
    );
  };
  return (
    <section aria-labelledby={`${id}-orderer`} className="space-y-4 rounded-2xl border border-line bg-white p-6">
      <h2 id={`${id}-orderer`} className="text-lg font-semibold">
        {t('orderer')}
      </h2>
      {!signedIn ? <p className="rounded-lg bg-paper p-3 text-sm">{t('guestNote')}</p> : null}
      {field('customerName', t('name'), {type: 'text', autoComplete: 'name', required: true})}
      {field('customerEmail', t('email'), {type: 'email', autoComplete: 'email', required: true})}
      {field('customerPhone', t('phone'), {type: 'tel', autoComplete: 'tel', required: true})}
      {field('customerAddress', t('address'), {type: 'text', autoComplete: 'street-address', required: false})}
      {field('requirements', t('requirements'), 'textarea')}
    </section>
  );
}
