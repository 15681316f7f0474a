import type { ApplyPayload, Locale } from '@dalbit/contract';
import { escapeHtml, type RenderedMail } from '../../infra/mail/templates.js';

const TEXTS = {
  en: {
    subject: (site: string, title: string) => `${site}: we received your application "${title}"`,
    greeting: (name: string) => `Hello ${name},`,
    lead: (site: string) =>
      `Thank you for applying to ${site}. We received your project and our team will review it.`,
    next: 'We reply by email within 10 business days. You do not need to send it again.',
    summary: 'What you sent',
    fields: {
      projectTitle: 'Project title',
      videoType: 'Video type',
      fundingGoal: 'Funding goal',
      productionDuration: 'Production duration',
    },
    videoTypes: {
      short_movie: 'Short movie',
      web_series: 'Web series',
      music_video: 'Music video',
    },
    money: (n: number) => `KRW ${n.toLocaleString('en-US')}`,
    reference: (id: string) => `Application number: ${id}`,
  },
  ko: {
    subject: (site: string, title: string) => `[${site}] '${title}' 지원서를 받았습니다`,
    greeting: (name: string) => `${name}님, 안녕하세요.`,
    lead: (site: string) =>
      `${site}에 지원해 주셔서 감사합니다. 보내 주신 프로젝트를 받았으며 담당 팀이 검토합니다.`,
    next: '영업일 기준 10일 이내에 이메일로 답변드립니다. 다시 보내실 필요는 없습니다.',
    summary: '보내 주신 내용',
    fields: {
      projectTitle: '프로젝트 제목',
      videoType: '영상 유형',
      fundingGoal: '목표 금액',
      productionDuration: '제작 기간',
    },
    videoTypes: { short_movie: '단편 영화', web_series: '웹 시리즈', music_video: '뮤직비디오' },
    money: (n: number) => `${n.toLocaleString('ko-KR')}원`,
    reference: (id: string) => `접수 번호: ${id}`,
  },
} as const;

/** The receipt an applicant gets, in the language they applied in. */
export const renderReceiptMail = (input: {
  siteName: string;
  locale: Locale;
  id: string;
  application: Pick<
    ApplyPayload,
    'name' | 'projectTitle' | 'videoType' | 'fundingGoal' | 'productionDuration'
  >;
}): RenderedMail => {
  const t = TEXTS[input.locale];
  const a = input.application;
  const subject = t.subject(input.siteName, a.projectTitle);
  const rows: [string, string][] = [
    [t.fields.projectTitle, a.projectTitle],
    [t.fields.videoType, t.videoTypes[a.videoType]],
    [t.fields.fundingGoal, t.money(a.fundingGoal)],
    [t.fields.productionDuration, a.productionDuration],
  ];
  const text = [
    t.greeting(a.name),
    '',
    t.lead(input.siteName),
    t.next,
    '',
    `${t.summary}:`,
    ...rows.map(([label, value]) => `- ${label}: ${value}`),
    '',
    t.reference(input.id),
    '',
    `- ${input.siteName}`,
  ].join('\n');
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#666;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="${input.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f7;font-family:'Pretendard Variable',Pretendard,-apple-system,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#111">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(input.siteName)}</h1>
<p style="margin:0 0 8px;font-size:15px">${escapeHtml(t.greeting(a.name))}</p>
<p style="margin:0 0 8px;font-size:15px">${escapeHtml(t.lead(input.siteName))}</p>
<p style="margin:0 0 16px;font-size:15px">${escapeHtml(t.next)}</p>
<h2 style="margin:0 0 8px;font-size:15px">${escapeHtml(t.summary)}</h2>
<table style="border-collapse:collapse;font-size:14px">${cells}</table>
<p style="margin:16px 0 0;font-size:13px;color:#777">${escapeHtml(t.reference(input.id))}</p>
</div></body></html>`;
  return { subject, text, html };
};
