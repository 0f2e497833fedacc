'use client';

import {useId} from 'react';
import {useTranslations} from 'next-intl';
import {Field} from '@/components/ui/Field';
import {CHECKOUT_INPUT as INPUT} from './input';
import {CASH_RECEIPT_TYPES, cashReceiptRequestSchema, type CashReceiptRequest, type CashReceiptType} from '@/lib/payments/cash-receipt';

export interface CashReceiptChoice {
  requested: boolean;
  type: CashReceiptType;
  number: string;
}

export const NO_CASH_RECEIPT: CashReceiptChoice = {requested: false, type: 'income_deduction', number: ''};

/**
 * The request to send with the payment (undefined when none was asked for), or the error key
 * (Checkout.errors) that the number's field shows: the same schema the server validates with.
 */
export function cashReceiptOf(choice: CashReceiptChoice): {ok: true; value: CashReceiptRequest | undefined} | {ok: false; error: string} {
  if (!choice.requested) return {ok: true, value: undefined};
  const parsed = cashReceiptRequestSchema.safeParse({type: choice.type, number: choice.number});
  return parsed.success ? {ok: true, value: parsed.data} : {ok: false, error: parsed.error.issues[0]?.message ?? 'invalid'};
}

/**
 * 현금영수증 at a Korean checkout paid through Toss: ask for one, its purpose (income deduction
 * by mobile phone number, expense proof by business registration number) and the number. Toss
 * issues it for a bank transfer or a virtual account once the money arrives.
 */
export function CashReceiptField({value, onChange, error, numberId}: {value: CashReceiptChoice; onChange: (next: CashReceiptChoice) => void; error?: string; numberId?: string}) {
  const t = useTranslations('Checkout');
  const id = useId();
  const errorText = error ? (t.has(`errors.${error}` as 'errors.invalid') ? t(`errors.${error}` as 'errors.invalid') : t('errors.invalid')) : undefined;
  return (
    <fieldset className="mt-5 rounded-xl border border-line p-4" aria-describedby={`${id}-hint`}>
      <legend className="px-1 text-sm font-semibold">{t('cashReceipt.legend')}</legend>
      <label className="flex items-center gap-3 text-sm">
        <input type="checkbox" className="h-4 w-4" checked={value.requested} onChange={(event) => onChange({...value, requested: event.target.checked})} />
        <span>{t('cashReceipt.request')}</span>
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {t('cashReceipt.hint')}
      </p>
      {value.requested ? (
        <div className="mt-3 space-y-3">
          <fieldset>
            <legend className="text-sm font-medium">{t('cashReceipt.typeLabel')}</legend>
            <div className="mt-1 flex flex-wrap gap-4">
              {CASH_RECEIPT_TYPES.map((type) => (
                <label key={type} className="flex items-center gap-2 text-sm">
                  <input type="radio" name={`${id}-type`} value={type} checked={value.type === type} onChange={() => onChange({...value, type})} />
                  {t(`cashReceipt.types.${type}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <Field id={numberId ?? `${id}-number`} label={t(`cashReceipt.numberLabels.${value.type}`)} error={errorText} errorClassName="mt-1 text-xs text-red-700">
            {(wiring) => (
              <input
                {...wiring}
                type="text"
                inputMode="numeric"
                autoComplete={value.type === 'income_deduction' ? 'tel-national' : 'off'}
                placeholder={value.type === 'income_deduction' ? '010-1234-5678' : '123-45-67890'}
                maxLength={20}
                value={value.number}
                onChange={(event) => onChange({...value, number: event.target.value})}
                className={INPUT}
              />
            )}
          </Field>
        </div>
      ) : null}
    </fieldset>
  );
}
