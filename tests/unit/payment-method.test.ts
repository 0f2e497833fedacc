import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createTranslator} from 'next-intl';
import {LANGUAGES, type Language} from '@/lib/i18n/languages';
import {methodLabel, PAYMENT_BRANDS, stripeMethod, tossMethod, type MethodTexts} from '@/lib/payments/method';
import {tossOutcome} from '@/lib/payments/toss/provider';

const texts = (lang: Language) => {
  const messages = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${lang}.json`), 'utf8'));
  return createTranslator({locale: lang, messages, namespace: 'Payment'}) as unknown as MethodTexts;
};

describe("Toss's payment method", () => {
  test.each([
    [{method: '카드', card: {}}, 'card'],
    [{method: 'CARD'}, 'card'],
    [{method: '가상계좌', virtualAccount: {}}, 'virtual_account'],
    [{method: '계좌이체', transfer: {}}, 'transfer'],
    [{method: '휴대폰', mobilePhone: {}}, 'mobile_phone'],
    [{method: '도서문화상품권', giftCertificate: {}}, 'gift_certificate'],
    [{method: '간편결제', easyPay: {provider: '카카오페이'}, card: {}}, 'easy_pay:kakao_pay'],
    [{method: 'EASY_PAY', easyPay: {provider: 'TOSSPAY'}}, 'easy_pay:toss_pay'],
    [{method: 'Easy Pay', easyPay: {provider: 'Naver Pay'}}, 'easy_pay:naver_pay'],
    // A provider we have no name for: the method alone.
    [{method: '간편결제', easyPay: {provider: '새로운페이'}}, 'easy_pay'],
    // No (known) method text: the sub-object Toss filled in says it.
    [{method: null, easyPay: {provider: '페이코'}}, 'easy_pay:payco'],
    [{virtualAccount: {}}, 'virtual_account'],
    [{method: '무엇'}, 'other'],
  ])('%j -> %s', (payment, code) => {
    expect(tossMethod(payment)).toBe(code);
  });

  test('a paid Toss payment reports it (the order and the payment record it)', () => {
    const paid = tossOutcome(
      {paymentKey: 'k', orderId: 'SO-1-AAAA', status: 'DONE', method: '간편결제', easyPay: {provider: '토스페이'}, totalAmount: 30_000, currency: 'KRW'},
      {orderId: 'SO-1-AAAA', amount: 30_000},
    );
    expect(paid).toMatchObject({status: 'paid', method: 'easy_pay:toss_pay'});
  });
});

describe("Stripe's payment method (the charge's payment_method_details)", () => {
  test.each([
    [{type: 'card', card: {wallet: null}}, 'card'],
    [{type: 'card', card: {wallet: {type: 'apple_pay'}}}, 'card:apple_pay'],
    [{type: 'card', card: {wallet: {type: 'google_pay'}}}, 'card:google_pay'],
    [{type: 'card', card: {wallet: {type: 'masterpass'}}}, 'card'],
    [{type: 'alipay'}, 'alipay'],
    [{type: 'wechat_pay'}, 'wechat_pay'],
    [{type: 'grabpay'}, 'grabpay'],
    [{type: 'weird type!'}, undefined],
    [null, undefined],
  ])('%j -> %s', (details, code) => {
    expect(stripeMethod(details)).toBe(code);
  });
});

describe('the words for a method', () => {
  test('in each language, with the brand', () => {
    expect(methodLabel('easy_pay:kakao_pay', texts('ko'))).toBe('간편결제 (카카오페이)');
    expect(methodLabel('easy_pay:kakao_pay', texts('en'))).toBe('Easy payment (Kakao Pay)');
    expect(methodLabel('card:apple_pay', texts('ja'))).toBe('カード（Apple Pay）');
    expect(methodLabel('card', texts('zh'))).toBe('银行卡');
    expect(methodLabel('transfer', texts('vi'))).toBe('Chuyển khoản ngân hàng');
    // Payments recorded before the method codes: Toss's easy payment was 'toss'.
    expect(methodLabel('toss', texts('ko'))).toBe('간편결제');
    expect(methodLabel(null, texts('en'))).toBe('');
  });

  test.each(LANGUAGES)('every code the providers record has words in %s', (lang) => {
    const t = texts(lang);
    for (const method of ['card', 'virtual_account', 'transfer', 'mobile_phone', 'gift_certificate', 'easy_pay', 'demo', 'alipay', 'wechat_pay', 'grabpay', 'link', 'other']) {
      expect(t.has(`methods.${method}`)).toBe(true);
    }
    for (const brand of PAYMENT_BRANDS) expect(t.has(`brands.${brand}`)).toBe(true);
  });
});
