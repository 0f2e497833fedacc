import {businessFromEnv, businessSchema, hoursBlocks, hoursIn, parseHours, taxIdFor, zoneName} from '@/lib/business/details';

const ENV = {
  COMPANY_NAME: 'Studio Co.',
  BUSINESS_HOURS: 'Mon-Fri 09:00-18:00, Sat 10:00-14:00',
  BUSINESS_TIME_ZONE: 'Asia/Seoul',
  PHONE_KR: '+82 2 1234 5678',
  TAX_ID_AU: '51 824 753 556',
  SOCIAL_URL: 'https://instagram.com/studio',
};
const WINTER = new Date('2026-01-15T00:00:00Z');

describe('business details', () => {
  it('reads opening hours from the environment, and refuses text it cannot read', () => {
    const days = parseHours('Mon-Fri 09:00-18:00, Sat 10:00-14:00');
    expect(days?.map((d) => (d ? `${d.open}-${d.close}` : null))).toEqual(['09:00-18:00', '09:00-18:00', '09:00-18:00', '09:00-18:00', '09:00-18:00', '10:00-14:00', null]);
    expect(parseHours('weekdays 9 to 6')).toBeNull();
    expect(parseHours('Fri-Mon 09:00-18:00')).toBeNull();
    expect(parseHours('Mon 25:00-18:00')).toBeNull();
  });

  it('a first start shows what the environment says, in the shape the owner edits', () => {
    const details = businessFromEnv(ENV);
    expect(businessSchema.safeParse(details).success).toBe(true);
    expect(details.phones).toEqual([{country: 'kr', number: '+82 2 1234 5678'}]);
    expect(details.social).toEqual([{label: 'Instagram', url: 'https://instagram.com/studio'}]);
    expect([taxIdFor(details, 'au'), taxIdFor(details, 'us'), taxIdFor(details, 'kr')]).toEqual(['51 824 753 556', undefined, undefined]);
  });

  it("states the studio's hours in each country's own time", () => {
    const {hours} = businessFromEnv(ENV);
    // Seoul 09:00-18:00 is 07:00-16:00 in Ho Chi Minh City (UTC+7), same days.
    expect(hoursIn(hours, 'Asia/Ho_Chi_Minh', 'en-GB', WINTER)).toEqual([
      {days: 'Mon – Fri', open: '7:00', close: '16:00', nextDay: false},
      {days: 'Sat', open: '8:00', close: '12:00', nextDay: false},
    ]);
    // In Korea they stay as entered, in Korean words.
    expect(hoursIn(hours, 'Asia/Seoul', 'ko-KR', WINTER)[0]?.days).toBe('월 – 금');
    expect(hoursIn(hours, 'Asia/Seoul', 'en-GB', WINTER)[0]).toEqual({days: 'Mon – Fri', open: '9:00', close: '18:00', nextDay: false});
    // New York (UTC-5 in January) is 14 hours behind: the studio's Monday morning is Sunday evening
    // there, running past midnight, so its week starts on Sunday; its Saturday morning is Friday evening.
    expect(hoursIn(hours, 'America/New_York', 'en-US', WINTER)).toEqual([
      {days: 'Sun – Thu', open: '7:00 PM', close: '4:00 AM', nextDay: true},
      {days: 'Fri', open: '8:00 PM', close: '12:00 AM', nextDay: false},
    ]);
  });

  it("shows the studio's hours with the studio's zone named, then the country's own where its clock differs", () => {
    const {hours} = businessFromEnv(ENV);
    expect(hoursBlocks(hours, 'America/New_York', 'en-US', WINTER)).toEqual([
      {
        zone: 'Korean Standard Time',
        lines: [
          {days: 'Mon – Fri', open: '9:00 AM', close: '6:00 PM', nextDay: false},
          {days: 'Sat', open: '10:00 AM', close: '2:00 PM', nextDay: false},
        ],
      },
      {
        zone: 'Eastern Time',
        lines: [
          {days: 'Sun – Thu', open: '7:00 PM', close: '4:00 AM', nextDay: true},
          {days: 'Fri', open: '8:00 PM', close: '12:00 AM', nextDay: false},
        ],
      },
    ]);
    // Korea's pages: the studio's own clock, one block, in Korean.
    expect(hoursBlocks(hours, 'Asia/Seoul', 'ko-KR', WINTER)).toEqual([{zone: '한국 표준시', lines: hoursIn(hours, 'Asia/Seoul', 'ko-KR', WINTER)}]);
    // No hours: one block with none (the page says "by appointment").
    expect(hoursBlocks({timeZone: 'Asia/Seoul', days: [null, null, null, null, null, null, null]}, 'America/New_York', 'en-US', WINTER)).toEqual([{zone: 'Korean Standard Time', lines: []}]);
  });

  it('a studio with no opening hours shows none (the page says "by appointment")', () => {
    expect(hoursIn({timeZone: 'Asia/Seoul', days: [null, null, null, null, null, null, null]}, 'Asia/Seoul', 'en-US', WINTER)).toEqual([]);
  });

  it("names the zone in the visitor's language", () => {
    expect(zoneName('Asia/Seoul', 'en-US', WINTER)).toBe('Korean Standard Time');
    expect(zoneName('Asia/Seoul', 'ko-KR', WINTER)).toBe('한국 표준시');
  });

  it('refuses details a page could not show', () => {
    const details = businessFromEnv(ENV);
    expect(businessSchema.safeParse({...details, companyName: ' '}).success).toBe(false);
    expect(businessSchema.safeParse({...details, social: [{label: 'X', url: 'javascript:alert(1)'}]}).success).toBe(false);
    expect(businessSchema.safeParse({...details, social: [{label: 'X', url: 'http://insecure.example'}]}).success).toBe(false);
    expect(businessSchema.safeParse({...details, hours: {...details.hours, timeZone: 'Mars/Olympus'}}).success).toBe(false);
    expect(businessSchema.safeParse({...details, phones: [{country: 'kr', number: 'call me'}]}).success).toBe(false);
  });
});
