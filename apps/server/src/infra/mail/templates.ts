import type { Locale } from '@dalbit/contract';

export type CodePurpose = 'verify_email' | 'reset_password';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const TEXTS = {
  en: {
    verify_email: {
      subject: (site: string) => `${site} email verification code`,
      lead: 'Enter this code to verify your email address:',
    },
    reset_password: {
      subject: (site: string) => `${site} password reset code`,
      lead: 'Enter this code to set a new password:',
    },
    validity: (minutes: number) => `The code is valid for ${minutes} minutes and works once.`,
    ignore: 'If you did not ask for this, you can ignore this email; nothing will change.',
    greeting: (site: string) => `Hello from ${site},`,
  },
  ko: {
    verify_email: {
      subject: (site: string) => `[${site}] 이메일 인증 코드`,
      lead: '이메일 주소를 인증하려면 아래 코드를 입력해 주세요:',
    },
    reset_password: {
      subject: (site: string) => `[${site}] 비밀번호 재설정 코드`,
      lead: '새 비밀번호를 설정하려면 아래 코드를 입력해 주세요:',
    },
    validity: (minutes: number) => `이 코드는 ${minutes}분 동안 한 번만 사용할 수 있습니다.`,
    ignore: '요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 아무것도 바뀌지 않습니다.',
    greeting: (site: string) => `${site}에서 보내 드립니다.`,
  },
} as const;

/** The one-time code mail, in the reader's language, with the code large and on its own. */
export const renderCodeMail = (input: {
  siteName: string;
  code: string;
  purpose: CodePurpose;
  locale: Locale;
  validMinutes: number;
}): RenderedMail => {
  const t = TEXTS[input.locale];
  const kind = t[input.purpose];
  const subject = kind.subject(input.siteName);
  const text = [
    t.greeting(input.siteName),
    '',
    kind.lead,
    '',
    `    ${input.code}`,
    '',
    t.validity(input.validMinutes),
    t.ignore,
    '',
    `- ${input.siteName}`,
  ].join('\n');
  const site = escapeHtml(input.siteName);
  const html = `<!doctype html>
<html lang="${input.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f7;font-family:'Pretendard Variable',Pretendard,-apple-system,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#111">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="margin:0 0 16px;font-size:20px">${site}</h1>
<p style="margin:0 0 8px;font-size:15px">${escapeHtml(kind.lead)}</p>
<p style="margin:16px 0;font-size:36px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,Menlo,Consolas,monospace">${escapeHtml(input.code)}</p>
<p style="margin:0 0 8px;font-size:14px;color:#444">${escapeHtml(t.validity(input.validMinutes))}</p>
<p style="margin:0;font-size:13px;color:#777">${escapeHtml(t.ignore)}</p>
</div></body></html>`;
  return { subject, text, html };
};
