/**
 * Korean bank codes as Toss Payments reports them on virtual accounts (`virtualAccount.bankCode`),
 * with each bank's own name. Names are proper nouns and are shown as the bank writes them.
 */
export const KOREAN_BANKS: Readonly<Record<string, string>> = {
  '02': 'KDB산업은행',
  '03': 'IBK기업은행',
  '06': 'KB국민은행',
  '07': 'Sh수협은행',
  '11': 'NH농협은행',
  '12': '단위농협',
  '20': '우리은행',
  '23': 'SC제일은행',
  '27': '씨티은행',
  '31': 'iM뱅크',
  '32': '부산은행',
  '34': '광주은행',
  '35': '제주은행',
  '37': '전북은행',
  '39': '경남은행',
  '45': '새마을금고',
  '48': '신협',
  '50': '저축은행중앙회',
  '54': 'HSBC은행',
  '64': '산림조합',
  '71': '우체국',
  '81': '하나은행',
  '88': '신한은행',
  '89': '케이뱅크',
  '90': '카카오뱅크',
  '92': '토스뱅크',
};

/** The bank's name, or its code when Toss reports one this table does not know yet. */
export function bankName(code: string): string {
  return KOREAN_BANKS[code] ?? code;
}
