/**
 * What a storefront must say about its seller, and what of it the owner has not filled in yet
 * (docs/admin.md#setting-up-the-shop). Plain data and pure functions: the admin overview, the
 * settings form, the payment start and the footer all ask the same question here.
 */
import type {CountryCode} from '@/lib/countries';
import {isBusinessNumber, KOREAN_FIELDS, koreanSeller, TAX_ID_COUNTRIES, type BusinessDetails, type KoreanSeller} from './details';

/** A seller detail a storefront needs: Korea's legal ones, the e-mail, and a country's tax number. */
export type SellerField = (typeof KOREAN_FIELDS)[number] | 'email' | 'taxId';

/**
 * Korea (전자상거래법 제10조 and 제13조, 개인정보 보호법 제30조): 상호, 대표자, 주소, 전화 (a Korean
 * line), 전자우편, 사업자등록번호 (with a valid check digit), 통신판매업 신고번호, 개인정보
 * 보호책임자, 호스팅 서비스 제공자. Elsewhere: the company, an address and an e-mail, and the
 * country's tax number where its receipts carry one (Australia, Vietnam, China, Malaysia).
 */
export const REQUIRED_SELLER_FIELDS: Record<CountryCode, readonly SellerField[]> = {
  kr: ['companyName', 'representative', 'address', 'phone', 'email', 'registration', 'mailOrderNumber', 'privacyOfficer', 'hostingProvider'],
  us: ['companyName', 'address', 'email'],
  au: ['companyName', 'address', 'email', 'taxId'],
  vn: ['companyName', 'address', 'email', 'taxId'],
  cn: ['companyName', 'address', 'email', 'taxId'],
  my: ['companyName', 'address', 'email', 'taxId'],
};

function valueOf(business: BusinessDetails, country: CountryCode, field: SellerField): string {
  if (field === 'email') return business.email.trim();
  if (field === 'taxId') return (TAX_ID_COUNTRIES as readonly string[]).includes(country) ? (business.taxIds[country as (typeof TAX_ID_COUNTRIES)[number]]?.trim() ?? '') : '';
  return koreanSeller(business)[field];
}

/** The details `country`'s storefront needs that are empty (or, for Korea's registration number, not a valid one), in the order above. */
export function missingSellerDetails(business: BusinessDetails, country: CountryCode): SellerField[] {
  return REQUIRED_SELLER_FIELDS[country].filter((field) => {
    const value = valueOf(business, country, field);
    return !value || (field === 'registration' && !isBusinessNumber(value));
  });
}

/** Korea's legal details as the footer, receipts and mails show them: a missing or invalid one is left out (''), never shown half right. */
export function shownKoreanSeller(business: BusinessDetails): KoreanSeller {
  const missing = missingSellerDetails(business, 'kr');
  const seller = koreanSeller(business);
  return Object.fromEntries(KOREAN_FIELDS.map((field) => [field, missing.includes(field) ? '' : seller[field]])) as KoreanSeller;
}

/** Whether live payments are refused in `country` for want of seller details: Korea only, where the law asks for them before selling. */
export function sellerBlocksLivePayments(business: BusinessDetails, country: CountryCode): boolean {
  return country === 'kr' && missingSellerDetails(business, 'kr').length > 0;
}
