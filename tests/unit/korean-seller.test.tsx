/** @jest-environment jsdom */
/**
 * The seller's legal details Korean law asks of an online shop (docs/korea.md): the business
 * registration number's check digit and its written form, every Korean page's footer showing all
 * of them with the FTC's look-up link (other countries' footers unchanged), and the admin's list of
 * what a Korean launch still lacks.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {createTranslator, NextIntlClientProvider} from 'next-intl';
import {businessLookupUrl, businessSchema, formatBusinessNumber, isBusinessNumber, koreanSeller, type BusinessDetails} from '@/lib/business/details';
import {missingSellerDetails, sellerBlocksLivePayments, shownKoreanSeller} from '@/lib/business/seller';
import type {Receipt as ReceiptData} from '@/lib/receipts/receipt';

const messages = (lang: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${lang}.json`), 'utf8'));
let pageLang: 'ko' | 'en' = 'ko';
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({locale: pageLang, messages: messages(pageLang), namespace: namespace as never}),
  getFormatter: async () => ({number: (n: number) => String(n)}),
}));
jest.mock('next/link', () => jest.requireActual('./next-link-mock'));
jest.mock('next/navigation', () => ({useRouter: () => ({refresh: jest.fn(), push: jest.fn()})}));
jest.mock('@/lib/cache/today', () => ({dayClock: async () => new Date('2026-11-26T00:00:00Z')}));
jest.mock('@/lib/catalog/read', () => ({getCatalog: async () => ({})}));
jest.mock('@/lib/catalog/prices', () => ({itemText: () => ({name: 'Service'})}));
jest.mock('@/components/business/BusinessHours', () => ({BusinessHours: () => null}));
jest.mock('@/lib/business/actions', () => ({updateBusinessAction: jest.fn()}));

const COMPLETE: BusinessDetails = {
  companyName: '한빛크리에이티브 주식회사',
  representative: '김하나',
  address: '서울특별시 강남구 테헤란로 12',
  registration: '220-81-62517',
  mailOrderNumber: '제2026-서울강남-01234호',
  privacyOfficer: '김하나 (privacy@hanbit.example)',
  hostingProvider: 'Amazon Web Services',
  taxIds: {},
  email: 'hello@hanbit.example',
  phones: [{country: 'kr', number: '02-555-0100'}],
  social: [],
  hours: {timeZone: 'Asia/Seoul', days: [null, null, null, null, null, null, null]},
};
const business: BusinessDetails = COMPLETE;
jest.mock('@/lib/business/read', () => ({getBusiness: async () => business}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {Footer} = require('@/components/layout/Footer') as typeof import('@/components/layout/Footer');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {BusinessForm} = require('@/components/admin/BusinessForm') as typeof import('@/components/admin/BusinessForm');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {Receipt} = require('@/components/orders/Receipt') as typeof import('@/components/orders/Receipt');

describe('the business registration number (사업자등록번호)', () => {
  it('is 10 digits whose last is the check digit', () => {
    expect(isBusinessNumber('220-81-62517')).toBe(true);
    expect(isBusinessNumber('2208162517')).toBe(true);
    expect(isBusinessNumber('220 81 62517')).toBe(true);
    // One digit off, the check digit fails.
    expect(isBusinessNumber('220-81-62518')).toBe(false);
    expect(isBusinessNumber('123-45-67890')).toBe(false);
    expect(isBusinessNumber('220-81-6251')).toBe(false);
    expect(isBusinessNumber('22O-81-62517')).toBe(false);
    expect(isBusinessNumber('')).toBe(false);
  });

  it('is written 123-45-67890, and the owner saves it that way (or empty); a wrong one is refused', () => {
    expect(formatBusinessNumber('2208162517')).toBe('220-81-62517');
    expect(formatBusinessNumber(' 220 81 62517 ')).toBe('220-81-62517');
    expect(businessSchema.parse({...COMPLETE, registration: '2208162517'}).registration).toBe('220-81-62517');
    expect(businessSchema.parse({...COMPLETE, registration: ''}).registration).toBe('');
    const refused = businessSchema.safeParse({...COMPLETE, registration: '220-81-62518'});
    expect(refused.error?.issues).toEqual([expect.objectContaining({path: ['registration'], message: 'businessNumber'})]);
    expect(businessLookupUrl('220-81-62517')).toBe('http://www.ftc.go.kr/bizCommPop.do?wrkr_no=2208162517');
  });

  it('lists what a Korean launch still lacks', () => {
    expect(missingSellerDetails(COMPLETE, 'kr')).toEqual([]);
    expect(missingSellerDetails({...COMPLETE, mailOrderNumber: undefined, privacyOfficer: ' ', phones: [{country: 'us', number: '+1 212 555 0100'}], registration: '220-81-62518'}, 'kr')).toEqual([
      'phone',
      'registration',
      'mailOrderNumber',
      'privacyOfficer',
    ]);
  });
});

/** A fresh install: only the company name (the environment's defaults). */
const FRESH: BusinessDetails = {
  ...COMPLETE,
  representative: '',
  address: '',
  registration: '',
  mailOrderNumber: undefined,
  privacyOfficer: undefined,
  hostingProvider: undefined,
  email: '',
  phones: [],
};

describe('missingSellerDetails(business, country)', () => {
  it.each<[string, BusinessDetails, Parameters<typeof missingSellerDetails>[1], string[]]>([
    ['a fresh install, Korea', FRESH, 'kr', ['representative', 'address', 'phone', 'email', 'registration', 'mailOrderNumber', 'privacyOfficer', 'hostingProvider']],
    ['a fresh install, the US', FRESH, 'us', ['address', 'email']],
    ['a fresh install, Australia', FRESH, 'au', ['address', 'email', 'taxId']],
    ['everything filled in, Korea', COMPLETE, 'kr', []],
    ['everything filled in, the US', COMPLETE, 'us', []],
    ["Australia without its ABN (Korea's number does not count)", COMPLETE, 'au', ['taxId']],
    ['Australia with its ABN', {...COMPLETE, taxIds: {au: '51 824 753 556'}}, 'au', []],
    ['Vietnam with only blanks as its tax number', {...COMPLETE, taxIds: {vn: '  '}}, 'vn', ['taxId']],
    ['Korea without an e-mail', {...COMPLETE, email: ''}, 'kr', ['email']],
    ['Korea with only a US phone line', {...COMPLETE, phones: [{country: 'us', number: '+1 212 555 0100'}]}, 'kr', ['phone']],
    ['Korea with a registration number that fails its check digit', {...COMPLETE, registration: '220-81-62518'}, 'kr', ['registration']],
    ['Korea with a blank representative', {...COMPLETE, representative: '   '}, 'kr', ['representative']],
    ['a blank company name, the US', {...COMPLETE, companyName: ' '}, 'us', ['companyName']],
  ])('%s', (_, details, country, missing) => {
    expect(missingSellerDetails(details, country)).toEqual(missing);
  });

  it('refuses live payments only in Korea, and only while something there is missing', () => {
    expect(sellerBlocksLivePayments(FRESH, 'kr')).toBe(true);
    expect(sellerBlocksLivePayments(COMPLETE, 'kr')).toBe(false);
    expect(sellerBlocksLivePayments(FRESH, 'us')).toBe(false);
  });

  it('leaves a missing or invalid detail out of what the footer and receipts show', () => {
    expect(shownKoreanSeller({...COMPLETE, registration: '220-81-62518', hostingProvider: ''})).toEqual({...koreanSeller(COMPLETE), registration: '', hostingProvider: ''});
  });
});

async function renderFooter(country: 'kr' | 'us', lang: 'ko' | 'en') {
  pageLang = lang;
  const footer = await Footer({country, lang});
  render(
    <NextIntlClientProvider locale={lang} messages={messages(lang)}>
      {footer}
    </NextIntlClientProvider>,
  );
}

describe('the footer', () => {
  it("on a Korean page shows every legal detail with the FTC's look-up link", async () => {
    await renderFooter('kr', 'ko');
    const seller = messages('ko').Seller;
    const legal = screen.getByRole('group', {name: seller.title});
    const shown = within(legal)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(shown).toEqual([
      ['상호:', COMPLETE.companyName],
      ['대표자:', '김하나'],
      ['주소:', '서울특별시 강남구 테헤란로 12'],
      ['전화:', '02-555-0100'],
      ['사업자등록번호:', '220-81-62517 사업자정보 확인'],
      ['통신판매업 신고번호:', '제2026-서울강남-01234호'],
      ['개인정보 보호책임자:', '김하나 (privacy@hanbit.example)'],
      ['호스팅 서비스 제공자:', 'Amazon Web Services'],
    ]);
    expect(within(legal).getByRole('link', {name: '사업자정보 확인'})).toHaveAttribute('href', 'http://www.ftc.go.kr/bizCommPop.do?wrkr_no=2208162517');
  });

  it('on a Korean page in English, the same details under English labels', async () => {
    await renderFooter('kr', 'en');
    const seller = messages('en').Seller;
    const legal = screen.getByRole('group', {name: seller.title});
    expect(within(legal).getByText(`${seller.mailOrderNumber}:`)).toBeInTheDocument();
    expect(within(legal).getByRole('link', {name: seller.lookup})).toBeInTheDocument();
  });

  it("other countries' footers show what they did, without Korea's legal details", async () => {
    await renderFooter('us', 'en');
    expect(screen.queryByLabelText(messages('en').Seller.title)).not.toBeInTheDocument();
    expect(screen.queryByText(/제2026-서울강남-01234호|Amazon Web Services/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', {name: messages('en').Seller.lookup})).not.toBeInTheDocument();
    expect(screen.getByText('Representative: 김하나')).toBeInTheDocument();
    expect(screen.getByText('Business registration: 220-81-62517')).toBeInTheDocument();
  });
});

describe('the receipt page', () => {
  const receipt = (country: 'kr' | 'au'): ReceiptData => ({
    seller: {
      company: COMPLETE.companyName,
      representative: COMPLETE.representative,
      registration: COMPLETE.registration,
      address: COMPLETE.address,
      email: COMPLETE.email,
      phones: COMPLETE.phones,
      ...(country === 'kr' ? {korea: koreanSeller(COMPLETE)} : {taxId: '51 824 753 556'}),
    },
    order: {number: 'ORD-1', country, currency: country === 'kr' ? 'KRW' : 'AUD', amount: 110000, customerName: '이민지', customerEmail: 'minji@cafe.example'},
    lines: [{title: 'Poster', quantity: 1, unitAmount: 110000, extraImages: 0, extraUnitAmount: 0, lineAmount: 110000}],
    tax: null,
    payment: {method: null, provider: 'demo', paidAt: new Date('2026-11-26T03:00:00Z'), receiptUrl: null, refunded: 0},
  });

  it("of a Korean order names the seller with every legal detail and the FTC's look-up", async () => {
    pageLang = 'ko';
    const page = await Receipt({receipt: receipt('kr'), country: 'kr', lang: 'ko', orderHref: '/kr/order/x'});
    render(
      <NextIntlClientProvider locale="ko" messages={messages('ko')}>
        {page}
      </NextIntlClientProvider>,
    );
    const legal = screen.getByRole('group', {name: messages('ko').Seller.title});
    expect(within(legal).getAllByRole('term')).toHaveLength(8);
    expect(within(legal).getByText('제2026-서울강남-01234호')).toBeInTheDocument();
    expect(within(legal).getByRole('link', {name: '사업자정보 확인'})).toHaveAttribute('href', 'http://www.ftc.go.kr/bizCommPop.do?wrkr_no=2208162517');
  });

  it("of another country's order shows the seller as before", async () => {
    pageLang = 'en';
    const page = await Receipt({receipt: receipt('au'), country: 'au', lang: 'en', orderHref: '/au/order/x'});
    render(
      <NextIntlClientProvider locale="en" messages={messages('en')}>
        {page}
      </NextIntlClientProvider>,
    );
    expect(screen.queryByRole('group', {name: messages('en').Seller.title})).not.toBeInTheDocument();
    expect(screen.queryByText(/제2026-서울강남-01234호/)).not.toBeInTheDocument();
    expect(screen.getByText(COMPLETE.address)).toBeInTheDocument();
  });
});

function renderForm(initial: BusinessDetails) {
  const ko = messages('ko');
  render(
    <NextIntlClientProvider locale="ko" messages={ko}>
      <BusinessForm
        initial={initial}
        labels={{countries: {kr: '대한민국', us: '미국', au: '호주', vn: '베트남', cn: '중국', my: '말레이시아'}, weekdays: ['월', '화', '수', '목', '금', '토', '일']}}
        country="kr"
        lang="ko"
      />
    </NextIntlClientProvider>,
  );
  return ko;
}

describe("the admin's business details", () => {
  it('list what a Korean launch still lacks, and the list shrinks as the owner types', async () => {
    const ko = renderForm({...COMPLETE, mailOrderNumber: '', hostingProvider: undefined, registration: ''});
    const missing = screen.getByRole('list', {name: ko.Admin.business.koreaMissing});
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['사업자등록번호', '통신판매업 신고번호', '호스팅 서비스 제공자']);

    await userEvent.type(screen.getByLabelText(ko.Admin.business.hostingProvider), 'Amazon Web Services');
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['사업자등록번호', '통신판매업 신고번호']);
    // A number whose check digit fails is marked on its field and stays on the list.
    await userEvent.type(screen.getByLabelText(ko.Admin.business.registration), '220-81-62518');
    expect(screen.getByLabelText(ko.Admin.business.registration)).toHaveAttribute('aria-invalid', 'true');
    expect(within(missing).getByText('사업자등록번호')).toBeInTheDocument();
  });

  it('flags nothing when every detail is filled in', () => {
    const ko = renderForm(COMPLETE);
    expect(screen.queryByRole('list', {name: ko.Admin.business.koreaMissing})).not.toBeInTheDocument();
    expect(screen.getByText(ko.Admin.business.koreaComplete)).toBeInTheDocument();
  });
});
