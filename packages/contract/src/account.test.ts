import { describe, expect, it } from 'vitest';
import {
  loginBodySchema,
  passwordSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  updateMeBodySchema,
  uploadTicketBodySchema,
  userNameSchema,
  VALIDATION_KEYS,
} from './account.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const register = {
  userName: '김달빛',
  userEmail: '  Moon@Dalbit.KR ',
  password: 'Moon!ight9',
  confirmPassword: 'Moon!ight9',
  agreeTerms: true,
  agreePrivacy: true,
  language: 'korean',
};

describe('password rule', () => {
  it.each(['Moon!ight9', 'Aa1!aaaa', 'Aa1!aaaaaaaaaaa'])('accepts %s', (password) => {
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });

  it.each([
    ['', VALIDATION_KEYS.required],
    ['Aa1!aaa', VALIDATION_KEYS.passwordLength],
    ['Aa1!aaaaaaaaaaaa', VALIDATION_KEYS.passwordTooLong],
    ['moon!ight9', VALIDATION_KEYS.passwordRule],
    ['MOON!IGHT9', VALIDATION_KEYS.passwordRule],
    ['Moon!ightx', VALIDATION_KEYS.passwordRule],
    ['Moonlight9', VALIDATION_KEYS.passwordRule],
  ])('refuses %j with %s first', (password, key) => {
    expect(messagesOf(passwordSchema.safeParse(password))[0]).toBe(key);
  });
});

describe('register body', () => {
  it('normalises the e-mail and accepts a complete form', () => {
    const parsed = registerBodySchema.parse(register);
    expect(parsed.userEmail).toBe('moon@dalbit.kr');
  });

  it('asks for the confirmation, then for a matching one', () => {
    expect(messagesOf(registerBodySchema.safeParse({ ...register, confirmPassword: '' }))).toEqual([
      VALIDATION_KEYS.confirmRequired,
    ]);
    expect(
      messagesOf(registerBodySchema.safeParse({ ...register, confirmPassword: 'Moon!ight8' })),
    ).toEqual([VALIDATION_KEYS.passwordMismatch]);
  });

  it('reports a mismatch together with the other invalid fields', () => {
    const messages = messagesOf(
      registerBodySchema.safeParse({ ...register, userEmail: 'nope', confirmPassword: 'x' }),
    );
    expect(messages).toContain(VALIDATION_KEYS.email);
    expect(messages).toContain(VALIDATION_KEYS.passwordMismatch);
  });

  it('requires both agreements', () => {
    const messages = messagesOf(
      registerBodySchema.safeParse({ ...register, agreeTerms: false, agreePrivacy: undefined }),
    );
    expect(messages).toEqual([VALIDATION_KEYS.termsRequired, VALIDATION_KEYS.privacyRequired]);
  });

  it('keeps names to Hangul, Latin letters and digits', () => {
    expect(userNameSchema.safeParse('Dal 빛 2').success).toBe(true);
    expect(messagesOf(userNameSchema.safeParse('<script>'))).toEqual([VALIDATION_KEYS.nameChars]);
  });
});

describe('other bodies', () => {
  it('signs in with any stored password but a valid e-mail', () => {
    expect(
      loginBodySchema.parse({ userEmail: 'a@b.co', password: 'x', language: 'english' }),
    ).toMatchObject({
      typeDevice: 'web',
      deviceToken: '',
    });
    expect(
      loginBodySchema.safeParse({ userEmail: 'nope', password: 'x', language: 'english' }).success,
    ).toBe(false);
  });

  it('resets only with a 6-digit code', () => {
    const body = {
      userEmail: 'a@b.co',
      password: 'Moon!ight9',
      confirmPassword: 'Moon!ight9',
      language: 'english',
    };
    expect(resetPasswordBodySchema.safeParse({ ...body, otp: '012345' }).success).toBe(true);
    expect(messagesOf(resetPasswordBodySchema.safeParse({ ...body, otp: '12345' }))).toEqual([
      VALIDATION_KEYS.otp,
    ]);
  });

  it('updates the profile field by field and refuses unknown fields', () => {
    expect(updateMeBodySchema.parse({ gender: 'unchecked' })).toEqual({ gender: 'unchecked' });
    expect(updateMeBodySchema.safeParse({ survey: ['instagram', 'other:a friend'] }).success).toBe(
      true,
    );
    expect(updateMeBodySchema.safeParse({ survey: ['other:'] }).success).toBe(false);
    expect(updateMeBodySchema.safeParse({ survey: [] }).success).toBe(false);
    expect(updateMeBodySchema.safeParse({ role: 'admin' }).success).toBe(false);
    expect(updateMeBodySchema.safeParse({ areaCode: '82' }).success).toBe(false);
  });

  it('tickets only images up to 5 MB', () => {
    const ticket = { fileName: 'me.png', type: 'avatar', contentType: 'image/png', size: 1024 };
    expect(uploadTicketBodySchema.safeParse(ticket).success).toBe(true);
    expect(
      uploadTicketBodySchema.safeParse({ ...ticket, contentType: 'image/svg+xml' }).success,
    ).toBe(false);
    expect(uploadTicketBodySchema.safeParse({ ...ticket, size: 5 * 1024 * 1024 + 1 }).success).toBe(
      false,
    );
  });
});
