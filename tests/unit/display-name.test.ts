import {displayName} from '@/lib/auth/display-name';

const user = (firstName: string | null, lastName: string | null = null) => ({username: 'jane.park', firstName, lastName});

test('without a name the header keeps the username (derived from the e-mail)', () => {
  expect(displayName(user(null), 'en')).toBe('jane.park');
  expect(displayName(user('   '), 'ko')).toBe('jane.park');
  // A family name alone is not how anyone is greeted: still the username.
  expect(displayName(user(null, 'Park'), 'en')).toBe('jane.park');
});

test('English and Vietnamese greet by the given name', () => {
  expect(displayName(user('Jane', 'Park'), 'en')).toBe('Jane');
  expect(displayName(user(' Jane '), 'en')).toBe('Jane');
  expect(displayName(user('An', 'Nguyễn'), 'vi')).toBe('An');
  // A full name typed into the one name field is shown as typed.
  expect(displayName(user('Jane Park'), 'en')).toBe('Jane Park');
});

test('Korean, Japanese and Chinese show the full name, family name first for names in those scripts', () => {
  expect(displayName(user('민수', '김'), 'ko')).toBe('김민수');
  expect(displayName(user('太郎', '山田'), 'ja')).toBe('山田 太郎');
  expect(displayName(user('小明', '王'), 'zh')).toBe('王小明');
  expect(displayName(user('ユウキ', 'タナカ'), 'ja')).toBe('タナカ ユウキ');
  // A Latin-letter name keeps its own order on those pages.
  expect(displayName(user('Jane', 'Park'), 'ko')).toBe('Jane Park');
  expect(displayName(user('Jane', 'Park'), 'ja')).toBe('Jane Park');
  expect(displayName(user('민수'), 'ko')).toBe('민수');
});
