/** @jest-environment jsdom */
/**
 * The privacy policy (docs/storefront.md): built from the owner's business details and from the numbers in
 * the code (cookies, retention), in the page's language, with its country's specifics.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen, within} from '@testing-library/react';
import {createTranslator} from 'next-intl';
import {COOKIES, cartCookie, deviceCookie, sessionCookie} from '@/lib/cookies';
import {privacyCookies, RETENTION} from '@/lib/privacy/facts';
import type {BusinessDetails} from '@/lib/business/details';

const messages = (lang: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${lang}.json`), 'utf8'));
let pageLang: 'en' | 'ko' = 'ko';
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({locale: pageLang, messages: messages(pageLang), namespace: namespace as never}),
}));
jest.mock('next/link', () => jest.requireActual('./next-link-mock'));
jest.mock('next/navigation', () => ({useRouter: () => ({back: jest.fn(), push: jest.fn()})}));
const business: BusinessDetails = {
  companyName: 'Studio Co., Ltd.',
  representative: '김대표',
  address: '서울시 강남구 1',
  registration: '123-45-67890',
  taxIds: {},
  email: 'privacy@studio.test',
  phones: [{country: 'kr', number: '+82 2 1234 5678'}],
  social: [],
  hours: {timeZone: 'Asia/Seoul', days: [null, null, null, null, null, null, null]},
};
jest.mock('@/lib/business/read', () => ({getBusiness: async () => business}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {PrivacyPage} = require('@/components/privacy/PrivacyPage') as typeof import('@/components/privacy/PrivacyPage');

test('the policy lists every cookie the code sets, under its real name', () => {
  for (const secure of [true, false]) {
    const listed = privacyCookies(secure, false).map((c) => c.name);
    expect(listed).toEqual(expect.arrayContaining([...Object.values(COOKIES), sessionCookie(secure).name, cartCookie(secure).name, deviceCookie(secure).name]));
  }
  expect(privacyCookies(true, true).some((c) => c.googleOnly)).toBe(true);
  // Kakao or Naver configured: their claim cookie (an address waiting for confirmation) is listed too.
  expect(privacyCookies(true, true, true).map((c) => c.name)).toContain('__Host-oauth-claim');
  expect(privacyCookies(false, true, false).map((c) => c.name)).not.toContain('oauth-claim');
});

test('a Korean page names the controller and the person in charge, and states the real retention periods', async () => {
  pageLang = 'ko';
  render(await PrivacyPage({country: 'kr', lang: 'ko'}));
  const ko = messages('ko');
  expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(ko.Privacy.title);
  expect(screen.getByText(`개인정보 보호책임자: 김대표, privacy@studio.test.`)).toBeInTheDocument();
  expect(screen.getByText('서울시 강남구 1')).toBeInTheDocument();
  // From the code: unused uploads go after 24 hours, sessions last 30 days, limits count an address at most an hour.
  expect(RETENTION).toMatchObject({unusedUpload: 86_400, session: 2_592_000, rateLimit: 3_600, guestQuestion: 15_552_000});
  expect(screen.getByText(/올린 지 24시간 후 삭제/)).toBeInTheDocument();
  // A guest's question before buying: removed 180 days after its last message.
  expect(screen.getByText(/비회원으로 남긴 문의: 마지막 메시지로부터 180일 후 삭제/)).toBeInTheDocument();
  expect(screen.getByText(/최대 30일 동안 또는 로그아웃/)).toBeInTheDocument();
  const cookies = screen.getByRole('table');
  expect(within(cookies).getByRole('rowheader', {name: 'studio.session'})).toBeInTheDocument();
  // Korea's remedies, not another country's.
  expect(screen.getByText(/개인정보분쟁조정위원회/)).toBeInTheDocument();
  expect(screen.queryByText(/OAIC/)).not.toBeInTheDocument();
  // My page is where the visitor downloads and deletes their data.
  expect(screen.getAllByRole('link', {name: ko.Profile.title}).map((a) => a.getAttribute('href'))).toContain('/kr/profile');
});

test("an Australian page in English has Australia's note and no Korean one", async () => {
  pageLang = 'en';
  render(await PrivacyPage({country: 'au', lang: 'en'}));
  expect(screen.getByText(/Office of the Australian Information Commissioner/)).toBeInTheDocument();
  expect(screen.queryByText(/개인정보/)).not.toBeInTheDocument();
  // The controller's address and the contact line both write to the owner's e-mail.
  expect(screen.getAllByRole('link', {name: 'privacy@studio.test'}).map((a) => a.getAttribute('href'))).toEqual(['mailto:privacy@studio.test', 'mailto:privacy@studio.test']);
});
