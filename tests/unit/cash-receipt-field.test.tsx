/** @jest-environment jsdom */
/**
 * The checkout's 현금영수증 field (docs/payments.md, Cash receipts): asked for with a checkbox, the purpose picks
 * the number's label (휴대폰 번호 / 사업자등록번호), and the request Pay sends is the one the server's
 * schema accepts (digits only), or the error the number's field then shows.
 */
import {useState} from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {NextIntlClientProvider} from 'next-intl';
import ko from '@/messages/ko.json';
import {CashReceiptField, cashReceiptOf, NO_CASH_RECEIPT, type CashReceiptChoice} from '@/components/checkout/CashReceiptField';
import {maskRegistrationNumber} from '@/lib/payments/cash-receipt';

const texts = ko.Checkout.cashReceipt;
let sent: ReturnType<typeof cashReceiptOf> | null = null;

/** The field as the checkout holds it; "결제" checks it as Pay does. */
function Checkout() {
  const [choice, setChoice] = useState<CashReceiptChoice>(NO_CASH_RECEIPT);
  const [error, setError] = useState<string | undefined>();
  return (
    <>
      <CashReceiptField value={choice} onChange={setChoice} error={error} />
      <button
        type="button"
        onClick={() => {
          sent = cashReceiptOf(choice);
          setError(sent.ok ? undefined : sent.error);
        }}
      >
        결제
      </button>
    </>
  );
}

function renderField() {
  sent = null;
  render(
    <NextIntlClientProvider locale="ko" messages={ko}>
      <Checkout />
    </NextIntlClientProvider>,
  );
}

describe('CashReceiptField', () => {
  it('sends nothing unless asked for; the number field appears once it is', async () => {
    renderField();
    expect(screen.getByRole('group', {name: texts.legend})).toBeInTheDocument();
    expect(screen.queryByLabelText(texts.numberLabels.income_deduction)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: '결제'}));
    expect(sent).toEqual({ok: true, value: undefined});

    await userEvent.click(screen.getByRole('checkbox', {name: texts.request}));
    expect(screen.getByRole('radio', {name: texts.types.income_deduction})).toBeChecked();
    expect(screen.getByLabelText(texts.numberLabels.income_deduction)).toBeInTheDocument();
  });

  it('income deduction: a phone number, sent as digits; a wrong one is said under the field', async () => {
    renderField();
    await userEvent.click(screen.getByRole('checkbox', {name: texts.request}));
    const phone = screen.getByLabelText(texts.numberLabels.income_deduction);
    await userEvent.type(phone, '02-123-4567');
    await userEvent.click(screen.getByRole('button', {name: '결제'}));
    expect(sent).toEqual({ok: false, error: 'cashReceiptPhone'});
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(ko.Checkout.errors.cashReceiptPhone);

    await userEvent.clear(phone);
    await userEvent.type(phone, '010-9876-5432');
    await userEvent.click(screen.getByRole('button', {name: '결제'}));
    expect(sent).toEqual({ok: true, value: {type: 'income_deduction', number: '01098765432'}});
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('expense proof: the label becomes the business registration number, whose check digit must hold', async () => {
    renderField();
    await userEvent.click(screen.getByRole('checkbox', {name: texts.request}));
    await userEvent.click(screen.getByRole('radio', {name: texts.types.expense_proof}));
    const business = screen.getByLabelText(texts.numberLabels.expense_proof);
    await userEvent.type(business, '123-45-67890');
    await userEvent.click(screen.getByRole('button', {name: '결제'}));
    expect(sent).toEqual({ok: false, error: 'cashReceiptBusiness'});
    expect(business).toHaveAccessibleDescription(ko.Checkout.errors.cashReceiptBusiness);

    await userEvent.clear(business);
    await userEvent.type(business, '123-45-67891');
    await userEvent.click(screen.getByRole('button', {name: '결제'}));
    expect(sent).toEqual({ok: true, value: {type: 'expense_proof', number: '1234567891'}});
  });
});

describe('maskRegistrationNumber', () => {
  it('hides a phone’s middle and a business number’s last five digits', () => {
    expect(maskRegistrationNumber('income_deduction', '01098765432')).toBe('010-****-5432');
    expect(maskRegistrationNumber('income_deduction', '0111234567')).toBe('011-***-4567');
    expect(maskRegistrationNumber('expense_proof', '1234567891')).toBe('123-45-*****');
  });
});
