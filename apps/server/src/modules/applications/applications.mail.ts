import type { ApplyPayload, Locale, MailTemplateKey } from '@dalbit/contract';
import type { Mailer, OutgoingMail } from '../../infra/mail/mailer.js';
import { escapeHtml, type RenderedMail } from '../../infra/mail/templates.js';

/**
 * Every mail of this module leaves through here (staff notices, replies): `mailer.send` puts it
 * on the mail queue, which retries until SMTP takes it.
 */
export const deliverApplicationMail = (mailer: Mailer, mail: OutgoingMail): Promise<void> =>
  mailer.send(mail);

type Template = { subject: string; body: string };

/** The reply templates until staff edit them; `{name}`, `{projectTitle}`, `{siteName}` are filled in. */
export const DEFAULT_TEMPLATES: Record<MailTemplateKey, Record<Locale, Template>> = {
  accepted: {
    ko: {
      subject: "[{siteName}] '{projectTitle}' 지원 결과를 안내해 드립니다",
      body: "{name}님, 안녕하십니까.\n\n'{projectTitle}' 프로젝트를 {siteName}에서 함께하게 되어 기쁩니다. 담당자가 곧 다음 단계를 안내해 드리겠습니다.\n\n감사합니다.\n{siteName} 드림",
    },
    en: {
      subject: '{siteName}: your application "{projectTitle}" is accepted',
      body: 'Hello {name},\n\nWe are glad to tell you that {siteName} would like to work with you on "{projectTitle}". Someone from our team will contact you shortly about the next steps.\n\nBest regards,\nThe {siteName} team',
    },
  },
  declined: {
    ko: {
      subject: "[{siteName}] '{projectTitle}' 지원 결과를 안내해 드립니다",
      body: "{name}님, 안녕하십니까.\n\n'{projectTitle}' 프로젝트를 보내 주셔서 감사합니다. 신중히 검토했으나 이번에는 함께하기 어렵게 되었습니다. 다음 프로젝트로 다시 만나기를 기대합니다.\n\n감사합니다.\n{siteName} 드림",
    },
    en: {
      subject: '{siteName}: about your application "{projectTitle}"',
      body: 'Hello {name},\n\nThank you for sending us "{projectTitle}". We reviewed it carefully, and this time we are not able to take it on. We hope to hear from you again with your next project.\n\nBest regards,\nThe {siteName} team',
    },
  },
  more_info: {
    ko: {
      subject: "[{siteName}] '{projectTitle}' 지원서에 관해 여쭙니다",
      body: "{name}님, 안녕하십니까.\n\n'{projectTitle}' 지원서를 검토하고 있습니다. 검토를 마치려면 다음 내용이 더 필요합니다:\n\n- \n\n이 메일에 답장해 주십시오.\n{siteName} 드림",
    },
    en: {
      subject: '{siteName}: a question about "{projectTitle}"',
      body: 'Hello {name},\n\nWe are reviewing "{projectTitle}" and need a little more to finish:\n\n- \n\nPlease reply to this email.\nThe {siteName} team',
    },
  },
};

export const fillTemplate = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map(
      (p) =>
        `<p style="margin:0 0 12px;font-size:15px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`,
    )
    .join('');

const page = (locale: Locale, subject: string, inner: string) => `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f7;font-family:'Pretendard Variable',Pretendard,-apple-system,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#111">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">${inner}</div></body></html>`;

/** A staff member's reply, as written, in the applicant's language. */
export const renderReplyMail = (input: {
  locale: Locale;
  subject: string;
  body: string;
}): RenderedMail => ({
  subject: input.subject,
  text: input.body,
  html: page(input.locale, input.subject, paragraphs(input.body)),
});

/** The staff notice of a new application (always in Korean and English: staff read both). */
export const renderStaffNotice = (input: {
  siteName: string;
  id: string;
  application: ApplyPayload;
  adminUrl: string;
}): RenderedMail => {
  const a = input.application;
  const subject = `[${input.siteName}] 새 지원서 · New application: ${a.projectTitle}`;
  const text = [
    `새 크리에이터 지원서가 도착했습니다. A new creator application arrived.`,
    '',
    `${a.projectTitle} (${a.videoType})`,
    `${a.name} <${a.email}>`,
    `${a.fundingGoal.toLocaleString('ko-KR')}원 · ${a.productionDuration}`,
    '',
    input.adminUrl,
  ].join('\n');
  const inner = `<h1 style="margin:0 0 16px;font-size:18px">${escapeHtml(subject)}</h1>${paragraphs(text)}<p><a href="${escapeHtml(input.adminUrl)}">${escapeHtml(input.adminUrl)}</a></p>`;
  return { subject, text, html: page('ko', subject, inner) };
};
