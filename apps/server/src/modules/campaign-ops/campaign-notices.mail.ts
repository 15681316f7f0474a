import type { Locale } from '@dalbit/contract';
import { escapeHtml, type RenderedMail } from '../../infra/mail/templates.js';

/** The crowdfunding notices' texts (docs/product/crowdfunding.md#notifications), ko and en. */

const won = (amount: number, locale: Locale) =>
  locale === 'ko' ? `${amount.toLocaleString('ko-KR')}원` : `KRW ${amount.toLocaleString('en-US')}`;

const date = (at: Date, locale: Locale) =>
  at.toLocaleDateString(locale === 'ko' ? 'ko-KR' : 'en-GB', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

const render = (
  locale: Locale,
  subject: string,
  lines: string[],
  link?: { url: string; label: string },
): RenderedMail => {
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.url}`] : [])].join('\n');
  const body = lines
    .map((l) => (l ? `<p style="margin:0 0 12px;font-size:15px">${escapeHtml(l)}</p>` : ''))
    .join('');
  const button = link
    ? `<p style="margin:20px 0"><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:12px 20px;background:#5b6cff;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f7;font-family:'Pretendard Variable',Pretendard,-apple-system,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#111">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">${body}${button}</div></body></html>`;
  return { subject, text, html };
};

interface Common {
  locale: Locale;
  siteName: string;
  name: string;
  title: string;
  url: string;
}

/** To a voter: the upcoming project they voted for takes pledges now. */
export const openedMail = (m: Common & { endsAt: Date }): RenderedMail =>
  m.locale === 'ko'
    ? render(
        'ko',
        `[${m.siteName}] 투표하신 '${m.title}' 프로젝트의 후원이 시작되었습니다`,
        [
          `${m.name}님, 안녕하십니까.`,
          `투표해 주신 '${m.title}' 프로젝트가 지금 후원을 받고 있습니다. 후원은 ${date(m.endsAt, 'ko')}까지 할 수 있습니다.`,
          `${m.siteName} 드림`,
        ],
        { url: m.url, label: '프로젝트 보기' },
      )
    : render(
        'en',
        `${m.siteName}: "${m.title}", which you voted for, is now funding`,
        [
          `Hello ${m.name},`,
          `"${m.title}", the project you voted for, is taking pledges now, until ${date(m.endsAt, 'en')}.`,
          `The ${m.siteName} team`,
        ],
        { url: m.url, label: 'See the project' },
      );

/** To a backer: the campaign succeeded (charged) or failed (nobody paid). */
export const outcomeMail = (m: Common & { succeeded: boolean; amount: number }): RenderedMail => {
  if (m.locale === 'ko') {
    return m.succeeded
      ? render(
          'ko',
          `[${m.siteName}] '${m.title}' 프로젝트가 목표를 달성했습니다`,
          [
            `${m.name}님, 안녕하십니까.`,
            `후원해 주신 '${m.title}' 프로젝트가 목표 금액을 달성했습니다. 후원 금액 ${won(m.amount, 'ko')}이 결제되었습니다.`,
            `함께해 주셔서 감사합니다.`,
            `${m.siteName} 드림`,
          ],
          { url: m.url, label: '프로젝트 보기' },
        )
      : render(
          'ko',
          `[${m.siteName}] '${m.title}' 프로젝트가 목표에 이르지 못했습니다`,
          [
            `${m.name}님, 안녕하십니까.`,
            `후원해 주신 '${m.title}' 프로젝트가 목표 금액에 이르지 못해 펀딩이 무산되었습니다. 결제된 금액은 없습니다.`,
            `${m.siteName} 드림`,
          ],
          { url: m.url, label: '프로젝트 보기' },
        );
  }
  return m.succeeded
    ? render(
        'en',
        `${m.siteName}: "${m.title}" reached its goal`,
        [
          `Hello ${m.name},`,
          `"${m.title}", the project you backed, reached its goal. Your pledge of ${won(m.amount, 'en')} was charged.`,
          `Thank you for making it happen.`,
          `The ${m.siteName} team`,
        ],
        { url: m.url, label: 'See the project' },
      )
    : render(
        'en',
        `${m.siteName}: "${m.title}" did not reach its goal`,
        [
          `Hello ${m.name},`,
          `"${m.title}", the project you backed, did not reach its goal, so the campaign did not go ahead. No one was charged.`,
          `The ${m.siteName} team`,
        ],
        { url: m.url, label: 'See the project' },
      );
};

/** To a backer whose charge was declined: a new card within the grace period. */
export const chargeFailedMail = (m: Common & { amount: number; until: Date }): RenderedMail =>
  m.locale === 'ko'
    ? render(
        'ko',
        `[${m.siteName}] '${m.title}' 후원 결제에 실패했습니다`,
        [
          `${m.name}님, 안녕하십니까.`,
          `'${m.title}' 프로젝트가 목표를 달성했지만 후원 금액 ${won(m.amount, 'ko')}을 결제하지 못했습니다.`,
          `${date(m.until, 'ko')}까지 다른 카드를 등록하시면 바로 다시 결제하고 후원이 유지됩니다.`,
          `${m.siteName} 드림`,
        ],
        { url: m.url, label: '카드 변경하기' },
      )
    : render(
        'en',
        `${m.siteName}: the payment for "${m.title}" failed`,
        [
          `Hello ${m.name},`,
          `"${m.title}" reached its goal, but your pledge of ${won(m.amount, 'en')} could not be charged.`,
          `Register another card by ${date(m.until, 'en')} and we will charge it at once, so your pledge counts.`,
          `The ${m.siteName} team`,
        ],
        { url: m.url, label: 'Update your card' },
      );

/** To a project's contact: yesterday's new pledges. */
export const digestMail = (
  m: Omit<Common, 'name'> & {
    count: number;
    amount: number;
    day: Date;
    pledgedAmount: number;
    backerCount: number;
  },
): RenderedMail =>
  m.locale === 'ko'
    ? render(
        'ko',
        `[${m.siteName}] '${m.title}' 새 후원 ${m.count}건`,
        [
          `안녕하십니까.`,
          `${date(m.day, 'ko')} 하루 동안 '${m.title}' 프로젝트에 새 후원 ${m.count}건, ${won(m.amount, 'ko')}이 들어왔습니다.`,
          `지금까지 후원자 ${m.backerCount}명, 모인 금액 ${won(m.pledgedAmount, 'ko')}입니다.`,
          `${m.siteName} 드림`,
        ],
        { url: m.url, label: '프로젝트 보기' },
      )
    : render(
        'en',
        `${m.siteName}: ${m.count} new pledge${m.count === 1 ? '' : 's'} for "${m.title}"`,
        [
          `Hello,`,
          `On ${date(m.day, 'en')}, "${m.title}" received ${m.count} new pledge${m.count === 1 ? '' : 's'} worth ${won(m.amount, 'en')}.`,
          `So far: ${m.backerCount} backers and ${won(m.pledgedAmount, 'en')} pledged.`,
          `The ${m.siteName} team`,
        ],
        { url: m.url, label: 'See the project' },
      );
