import {passwordProblem} from '@/lib/auth/password-rule';
import {loginSchema, profileSchema, registerSchema, resetPasswordSchema} from '@/lib/auth/schema';
import {usernameFromEmail} from '@/lib/auth/accounts';

const firstError = (result: {success: boolean; error?: {issues: {path: PropertyKey[]; message: string}[]}}, field: string) => result.error?.issues.find((i) => i.path[0] === field)?.message;

describe('the password rule (DECISIONS: 8-128, upper, lower, digit, not common)', () => {
  it.each([
    ['', 'passwordRequired'],
    ['Ab1', 'passwordTooShort'],
    ['Abcdef1', 'passwordTooShort'],
    ['abcdefg1', 'passwordWeak'],
    ['ABCDEFG1', 'passwordWeak'],
    ['Abcdefgh', 'passwordWeak'],
    ['Password1', 'passwordCommon'],
    [`Aa1${'x'.repeat(126)}`, 'passwordTooLong'],
    ['Abcdefg1', null],
    [`Aa1${'x'.repeat(125)}`, null],
  ])('%j -> %s', (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });

  it('is the same rule in the sign-up and reset schemas', () => {
    expect(firstError(registerSchema.safeParse({email: 'a@b.co', password: 'short'}), 'password')).toBe('passwordTooShort');
    expect(firstError(resetPasswordSchema.safeParse({token: 't', password: 'Password123'}), 'password')).toBe('passwordCommon');
    expect(registerSchema.safeParse({email: 'a@b.co', password: 'Str0ngEnough', firstName: 'Jane', lastName: 'Park'}).success).toBe(true);
  });
});

describe('account schemas', () => {
  it('login only checks that a password was given, and normalises the e-mail', () => {
    const ok = loginSchema.safeParse({email: '  Kim@Cafe.KR ', password: 'x'});
    expect(ok.success && ok.data.email).toBe('kim@cafe.kr');
    expect(firstError(loginSchema.safeParse({email: 'kim@cafe.kr', password: ''}), 'password')).toBe('passwordRequired');
    expect(firstError(loginSchema.safeParse({email: 'kim@', password: 'x'}), 'email')).toBe('emailInvalid');
  });

  it('sign-up treats an empty phone as absent and trims the names', () => {
    const parsed = registerSchema.parse({email: 'a@b.co', password: 'Str0ngEnough', firstName: ' Jane ', lastName: 'Park ', phone: ''});
    expect(parsed).toEqual({email: 'a@b.co', password: 'Str0ngEnough', firstName: 'Jane', lastName: 'Park'});
  });

  it('sign-up asks for the first and last name (at most 100 characters each)', () => {
    const base = {email: 'a@b.co', password: 'Str0ngEnough'};
    const missing = registerSchema.safeParse(base);
    expect(firstError(missing, 'firstName')).toBe('firstNameRequired');
    expect(firstError(missing, 'lastName')).toBe('lastNameRequired');
    expect(firstError(registerSchema.safeParse({...base, firstName: '   ', lastName: 'Park'}), 'firstName')).toBe('firstNameRequired');
    expect(firstError(registerSchema.safeParse({...base, firstName: 'Jane', lastName: null}), 'lastName')).toBe('lastNameRequired');
    expect(firstError(registerSchema.safeParse({...base, firstName: 'J'.repeat(101), lastName: 'Park'}), 'firstName')).toBe('tooLong');
    expect(registerSchema.safeParse({...base, firstName: '민수', lastName: '김'.repeat(100)}).success).toBe(true);
  });

  it('profile usernames are 3-30 lower-case letters, digits, dot, dash or underscore', () => {
    expect(profileSchema.safeParse({username: 'kim.minsu_1'}).success).toBe(true);
    expect(firstError(profileSchema.safeParse({username: 'Kim Minsu'}), 'username')).toBe('usernameInvalid');
    expect(firstError(profileSchema.safeParse({username: 'ab'}), 'username')).toBe('usernameInvalid');
  });
});

describe('usernames', () => {
  it('derives the username from the e-mail local part', () => {
    expect(usernameFromEmail('Kim.Min-Su+shop@naver.com')).toBe('kim.min-sushop');
    expect(usernameFromEmail('jo@x.kr')).toBe('jouser');
  });
});
