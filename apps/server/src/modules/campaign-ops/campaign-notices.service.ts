import { CARD_UPDATE_GRACE_DAYS, languageToLocale, type Language } from '@dalbit/contract';
import type { Mailer, OutgoingMail } from '../../infra/mail/mailer.js';
import type { Clock } from '../../shared/clock.js';
import { DAY_MS } from '../../shared/clock.js';
import type { CampaignOpsRepository } from './campaign-ops.repository.js';
import { chargeFailedMail, digestMail, openedMail, outcomeMail } from './campaign-notices.mail.js';

/** How far back the notify job looks: a project that opened or ended earlier is not announced. */
export const NOTICE_WINDOW_DAYS = 3;

export interface NoticesOptions {
  repository: CampaignOpsRepository;
  mailer: Mailer;
  siteName: string;
  publicUrl: string;
  now: Clock;
}

export interface NoticeReport {
  opened: number;
  outcome: number;
  chargeFailed: number;
  digest: number;
}

/**
 * The crowdfunding notices (docs/product/crowdfunding.md#notifications). Each has a key; the key
 * is claimed in `campaign_notices` before the mail is queued (the mail job's id is made from the
 * same key), so a notice goes out once however often the jobs run, and a mail that could not be
 * queued gives its key back for the next run.
 */
export const createNoticesService = ({
  repository,
  mailer,
  siteName,
  publicUrl,
  now,
}: NoticesOptions) => {
  const once = async (key: string, to: string | null, mail: () => Omit<OutgoingMail, 'to'>) => {
    if (!to) return false;
    if (!(await repository.claimNotice(key))) return false;
    try {
      await mailer.send({ to, ...mail() }, { dedupeKey: `campaign:${key}` });
    } catch (error) {
      await repository.releaseNotice(key);
      throw error;
    }
    return true;
  };
  const localeOf = (language: string) => languageToLocale(language as Language);
  const projectUrl = (id: bigint) => `${publicUrl}/crowdfunding/${id}`;

  return {
    /** Voters of projects that opened, and backers of decided projects. */
    async notify(at: Date = new Date(now())): Promise<NoticeReport> {
      const report: NoticeReport = { opened: 0, outcome: 0, chargeFailed: 0, digest: 0 };
      const since = new Date(at.getTime() - NOTICE_WINDOW_DAYS * DAY_MS);
      for (const project of await repository.openedSince(since, at)) {
        for (const voter of await repository.votersOf(project.id)) {
          const locale = localeOf(voter.language);
          const sent = await once(`opened:${project.id}:${voter.userId}`, voter.email, () =>
            openedMail({
              locale,
              siteName,
              name: voter.userName,
              title: locale === 'ko' ? project.titleKr : project.titleEng,
              url: projectUrl(project.id),
              endsAt: project.endsAt,
            }),
          );
          if (sent) report.opened += 1;
        }
      }
      for (const project of await repository.decidedSince(since)) {
        for (const backer of await repository.backersToTell(project.id)) {
          const locale = localeOf(backer.language);
          const title = locale === 'ko' ? project.titleKr : project.titleEng;
          if (backer.status === 'failed') {
            const sent = await once(`charge-failed:${backer.pledgeId}`, backer.email, () =>
              chargeFailedMail({
                locale,
                siteName,
                name: backer.userName,
                title,
                url: `${publicUrl}/crowdfunding/pledges/${backer.pledgeId}/card`,
                amount: backer.amount,
                until: new Date(backer.updatedAt.getTime() + CARD_UPDATE_GRACE_DAYS * DAY_MS),
              }),
            );
            if (sent) report.chargeFailed += 1;
          } else if (backer.status === 'charged' || backer.status === 'voided') {
            const sent = await once(`outcome:${backer.pledgeId}`, backer.email, () =>
              outcomeMail({
                locale,
                siteName,
                name: backer.userName,
                title,
                url: projectUrl(project.id),
                succeeded: project.outcome === 'succeeded',
                amount: backer.amount,
              }),
            );
            if (sent) report.outcome += 1;
          }
        }
      }
      return report;
    },

    /**
     * The daily digest to each project's contact: the pledges of the Korean day before `at`
     * (the job runs at 00:00 UTC, 09:00 in Korea), only when there were some.
     */
    async digest(at: Date = new Date(now())): Promise<NoticeReport> {
      const report: NoticeReport = { opened: 0, outcome: 0, chargeFailed: 0, digest: 0 };
      const kstMidnight = new Date(
        Math.floor((at.getTime() + 9 * 3600_000) / DAY_MS) * DAY_MS - 9 * 3600_000,
      );
      const from = new Date(kstMidnight.getTime() - DAY_MS);
      const day = from.toISOString().slice(0, 10);
      const totals = await repository.pledgesBetween(from, kstMidnight);
      const byProject = new Map(totals.map((t) => [t.projectId, t]));
      for (const { project, contact } of await repository.contactsOf([...byProject.keys()])) {
        const t = byProject.get(project.id);
        if (!t || Number(t.count) === 0) continue;
        const locale = localeOf(contact.language);
        const sent = await once(`digest:${project.id}:${day}`, contact.email, () =>
          digestMail({
            locale,
            siteName,
            title: locale === 'ko' ? project.titleKr : project.titleEng,
            url: projectUrl(project.id),
            count: Number(t.count),
            amount: Number(t.amount),
            day: new Date(from.getTime() + 12 * 3600_000),
            pledgedAmount: project.pledgedAmount,
            backerCount: project.backerCount,
          }),
        );
        if (sent) report.digest += 1;
      }
      return report;
    },
  };
};

export type NoticesService = ReturnType<typeof createNoticesService>;
