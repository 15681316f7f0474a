import type { Locale } from '@dalbit/contract';
import { defineJob } from '../../infra/queue/job.js';
import type { BackerReportService, ReportAudience } from './backer-report.service.js';
import type { NoticesService } from './campaign-notices.service.js';

/** Builds one large backer report's CSV (docs/product/crowdfunding.md#backer-report). */
export const backerReportJob = (reports: Pick<BackerReportService, 'build'>) =>
  defineJob({
    name: 'crowdfunding.backer-report',
    retry: { limit: 2, delaySeconds: 10, backoff: true },
    timeoutSeconds: 10 * 60,
    handle: (data: { reportId: string; locale: Locale; audience?: ReportAudience }) =>
      reports.build(BigInt(data.reportId), data.locale, data.audience ?? 'staff'),
  });

/**
 * The after-the-campaign jobs (docs/operations.md#job-queue): the notices every five minutes
 * (voters of projects that opened, backers of decided ones, failed charges), the creators'
 * digest each day at 00:00 UTC (09:00 in Korea), and the removal of week-old backer reports.
 * Each notice is sent once by its key, so a run that is repeated or overlaps sends nothing twice.
 */
export const campaignOpsJobs = (
  notices: NoticesService,
  reports: Pick<BackerReportService, 'build' | 'removeOld'>,
) => [
  backerReportJob(reports),
  defineJob({
    name: 'crowdfunding.notify',
    schedule: '*/5 * * * *',
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    pollSeconds: 10,
    handle: () => notices.notify(),
  }),
  defineJob({
    name: 'crowdfunding.daily-digest',
    schedule: '0 0 * * *',
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    pollSeconds: 30,
    handle: () => notices.digest(),
  }),
  defineJob({
    name: 'crowdfunding.backer-report-cleanup',
    schedule: '30 3 * * *',
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    pollSeconds: 30,
    handle: async () => {
      await reports.removeOld();
      return {};
    },
  }),
];
