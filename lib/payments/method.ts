/**
 * How an order was paid, as one code that the payment (Payment.method), the order
 * (Order.paymentMethod), the success page, the order page and the receipt all read: the method
 * (card, virtual_account, transfer, mobile_phone, gift_certificate, easy_pay, demo, or Stripe's
 * payment method type: card, alipay, wechat_pay, grabpay…), then, after a colon, the easy-pay or
 * wallet brand when the provider names one we know (`easy_pay:kakao_pay`, `card:apple_pay`).
 * Pure: used by the providers on the server and by the pages that label it.
 */

/** Toss's `method`, in Korean (its default) or English (Accept-Language: en-US), as our code. */
const TOSS_METHODS: Readonly<Record<string, string>> = {
  카드: 'card',
  CARD: 'card',
  가상계좌: 'virtual_account',
  VIRTUAL_ACCOUNT: 'virtual_account',
  간편결제: 'easy_pay',
  EASY_PAY: 'easy_pay',
  EASYPAY: 'easy_pay',
  휴대폰: 'mobile_phone',
  MOBILE_PHONE: 'mobile_phone',
  계좌이체: 'transfer',
  TRANSFER: 'transfer',
  문화상품권: 'gift_certificate',
  도서문화상품권: 'gift_certificate',
  게임문화상품권: 'gift_certificate',
  CULTURE_GIFT_CERTIFICATE: 'gift_certificate',
  BOOK_GIFT_CERTIFICATE: 'gift_certificate',
  GAME_GIFT_CERTIFICATE: 'gift_certificate',
  GIFT_CERTIFICATE: 'gift_certificate',
};

/** Easy-pay and wallet brands, as Toss (Korean or English) and Stripe (wallet types) name them. */
const BRANDS: Readonly<Record<string, string>> = {
  토스페이: 'toss_pay',
  TOSSPAY: 'toss_pay',
  카카오페이: 'kakao_pay',
  KAKAOPAY: 'kakao_pay',
  네이버페이: 'naver_pay',
  NAVERPAY: 'naver_pay',
  삼성페이: 'samsung_pay',
  SAMSUNGPAY: 'samsung_pay',
  애플페이: 'apple_pay',
  APPLEPAY: 'apple_pay',
  구글페이: 'google_pay',
  GOOGLEPAY: 'google_pay',
  페이코: 'payco',
  PAYCO: 'payco',
  엘페이: 'l_pay',
  L페이: 'l_pay',
  LPAY: 'l_pay',
  SSG페이: 'ssg_pay',
  SSGPAY: 'ssg_pay',
  SSG: 'ssg_pay',
  LG페이: 'lg_pay',
  LGPAY: 'lg_pay',
  핀페이: 'pin_pay',
  PINPAY: 'pin_pay',
};

/** The brand codes a label exists for (messages: Payment.brands.*). */
export const PAYMENT_BRANDS = [...new Set(Object.values(BRANDS))];

const key = (text: string) =>
  text
    .trim()
    .toUpperCase()
    .replace(/[\s._-]+/g, '');
const own = (table: Readonly<Record<string, string>>, name: string) => (Object.hasOwn(table, name) ? table[name] : undefined);

/** A brand's code, or undefined for one we do not know (the method is then recorded alone). */
export function brandCode(name: string | null | undefined): string | undefined {
  if (!name) return undefined;
  return own(BRANDS, name.trim()) ?? own(BRANDS, key(name));
}

const withBrand = (method: string, brand: string | undefined) => (brand ? `${method}:${brand}` : method);

/** The parts of Toss's Payment object that say how it was paid. */
export interface TossPaid {
  method?: string | null;
  easyPay?: {provider?: string | null} | null;
  card?: unknown;
  virtualAccount?: unknown;
  transfer?: unknown;
  mobilePhone?: unknown;
  giftCertificate?: unknown;
}

/**
 * Toss: its `method` (Korean, or English), else the sub-object it filled in; an easy payment
 * carries its provider (`easy_pay:kakao_pay`). `other` when neither says.
 */
export function tossMethod(payment: TossPaid): string {
  const named = payment.method ? (own(TOSS_METHODS, payment.method.trim()) ?? own(TOSS_METHODS, payment.method.trim().toUpperCase().replace(/\s+/g, '_'))) : undefined;
  const method =
    named ??
    (payment.easyPay
      ? 'easy_pay'
      : payment.virtualAccount
        ? 'virtual_account'
        : payment.card
          ? 'card'
          : payment.transfer
            ? 'transfer'
            : payment.mobilePhone
              ? 'mobile_phone'
              : payment.giftCertificate
                ? 'gift_certificate'
                : 'other');
  return method === 'easy_pay' ? withBrand(method, brandCode(payment.easyPay?.provider)) : method;
}

/** Stripe: the charge's payment method type (`card`, `alipay`…), a card's wallet as its brand (`card:apple_pay`). */
export function stripeMethod(details: {type?: string | null; card?: {wallet?: {type?: string | null} | null} | null} | null | undefined): string | undefined {
  const type = details?.type?.trim().toLowerCase();
  if (!type || !/^[a-z0-9_]{1,40}$/.test(type)) return undefined;
  return type === 'card' ? withBrand(type, brandCode(details?.card?.wallet?.type)) : type;
}

/** A method code's parts: the method, and the brand when there is one. */
export function methodParts(code: string): {method: string; brand?: string} {
  const [method = code, brand] = code.split(':');
  return brand ? {method, brand} : {method};
}

/** The translator of the Payment namespace, as far as labelling a method needs it (server and client alike). */
export interface MethodTexts {
  has(key: string): boolean;
  (key: string, values?: Record<string, string>): string;
}

/**
 * The words for a method code in the page's language: "Easy payment (Kakao Pay)", "Card (Apple
 * Pay)", "Alipay". A method we have no words for shows its code (as the provider named it).
 */
export function methodLabel(code: string | null | undefined, t: MethodTexts): string {
  if (!code) return '';
  const {method, brand} = methodParts(code);
  const name = t.has(`methods.${method}`) ? t(`methods.${method}`) : method;
  if (!brand || !t.has(`brands.${brand}`)) return name;
  return t('methodWithBrand', {method: name, brand: t(`brands.${brand}`)});
}
