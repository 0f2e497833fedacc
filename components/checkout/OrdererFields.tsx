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
  /** Whether the buyer is signed in (a guest is told what their order link is for, and offered Log in). */
  signedIn: boolean;
  /** Whether this order asks for a phone number (lib/checkout/phone); without, there is no phone field. */
  phone: boolean;
  /** Opens the log-in dialog; the form fills in with the account's details afterwards. */
  onLogin: () => void;
}

/**
 * Who is ordering, e-mail first: e-mail (with Log in beside it for a guest), name, the phone
 * number where the order needs one, address and what they ask for (react-hook-form's fields).
 */
export function OrdererFields({id, register, errorText, signedIn, phone, onLogin}: Props) {
  const t = useTranslations('Checkout');
  const field = (name: TextField, label: string, control: {type: string; autoComplete: string; required: boolean} | 'textarea', hint?: string) => {
    return (
      <Field id={`${id}-${name}`} label={label} hint={hint} error={errorText(name)} errorClassName="mt-1 text-xs text-red-700">
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
      <div>
        {field('customerEmail', t('email'), {type: 'email', autoComplete: 'email', required: true}, signedIn ? undefined : t('guestNote'))}
        {!signedIn ? (
          <p className="mt-2 text-sm text-muted">
            {t('loginPrompt')}{' '}
            <button type="button" onClick={onLogin} className="font-semibold text-ink underline underline-offset-2 hover:no-underline">
              {t('login')}
            </button>
          </p>
        ) : null}
      </div>
      {field('customerName', t('name'), {type: 'text', autoComplete: 'name', required: true})}
      {phone ? field('customerPhone', t('phone'), {type: 'tel', autoComplete: 'tel', required: true}) : null}
      {field('customerAddress', t('address'), {type: 'text', autoComplete: 'address-line1', required: false})}
      {field('requirements', t('requirements'), 'textarea')}
    </section>
  );
}
