/**
 * The password rule (docs/accounts.md): 8-128 characters with an upper-case letter, a lower-case letter
 * and a digit, and not one of the most common passwords. Pure, so the form shows it live.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// The most common passwords that satisfy the character rule (from public breach top lists).
const COMMON = new Set([
  'password1',
  'password12',
  'password123',
  'password1234',
  'passw0rd',
  'p@ssw0rd',
  'qwerty123',
  'qwerty1234',
  'welcome1',
  'welcome123',
  'abc12345',
  'abcd1234',
  'admin123',
  'admin1234',
  'letmein1',
  'iloveyou1',
  'sunshine1',
  'princess1',
  'football1',
  'baseball1',
  'monkey123',
  'dragon123',
  'master123',
  'changeme1',
  'test1234',
  'qwer1234',
  'asdf1234',
  'zaq12wsx',
  '1q2w3e4r',
  '1qaz2wsx',
  'aa123456',
  'a1234567',
  'q1w2e3r4',
  'trustno1',
  'superman1',
  'starwars1',
  'summer2024',
  'summer2025',
  'winter2025',
  'spring2026',
]);

export type PasswordProblem = 'passwordRequired' | 'passwordTooShort' | 'passwordTooLong' | 'passwordWeak' | 'passwordCommon';

export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length === 0) return 'passwordRequired';
  if (password.length < PASSWORD_MIN) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX) return 'passwordTooLong';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/[0-9]/.test(password)) return 'passwordWeak';
  if (COMMON.has(password.toLowerCase())) return 'passwordCommon';
  return null;
}
