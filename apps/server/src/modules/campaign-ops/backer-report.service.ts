import type { BackerListQuery, BackerReport, BackerRow, Locale, Page } from '@dalbit/contract';
import { BACKER_REPORT_INLINE_MAX } from '@dalbit/contract';
import { AppError } from '../../infra/http/app-error.js';
import type { Clock } from '../../shared/clock.js';
import { BOM, csvLine } from '../../shared/csv.js';
import { toId } from '../../shared/ids.js';
import { toPage } from '../../shared/paging.js';
import type {
  BackerItemView,
  BackerView,
  CampaignOpsRepository,
} from './campaign-ops.repository.js';

const BATCH = 500;
/** Finished reports are kept this long, then removed by the housekeeping job. */
export const REPORT_KEEP_DAYS = 7;

const HEADERS: Record<Locale, string[]> = {
  ko: [
    '후원 번호',
    '후원자',
    '이메일',
    '상태',
    '리워드',
    '수량',
    '추가 후원금(원)',
    '후원 금액(원)',
    '받는 분',
    '연락처',
    '우편번호',
    '주소',
    '상세 주소',
    '후원 일시(KST)',
    '결제 일시(KST)',
  ],
  en: [
    'Pledge',
    'Backer',
    'Email',
    'Status',
    'Rewards',
    'Quantity',
    'Extra support (KRW)',
    'Amount (KRW)',
    'Recipient',
    'Phone',
    'Postal code',
    'Address',
    'Address detail',
    'Pledged at (KST)',
    'Charged at (KST)',
  ],
};

const STATUS_LABELS: Record<Locale, Record<string, string>> = {
  ko: {
    reserved: '예약',
    charged: '결제 완료',
    voided: '미결제(무산)',
    cancelled: '취소',
    failed: '결제 실패',
    refunded: '환불',
  },
  en: {
    reserved: 'Reserved',
    charged: 'Charged',
    voided: 'Not charged',
    cancelled: 'Cancelled',
    failed: 'Payment failed',
    refunded: 'Refunded',
  },
};

/** `2026-11-25 21:04` in Korean time, the time zone the creators and staff work in. */
export const kst = (date: Date | null): string =>
  date ? new Date(date.getTime() + 9 * 3600_000).toISOString().slice(0, 16).replace('T', ' ') : '';

const groupItems = (items: BackerItemView[]) => {
  const byPledge = new Map<bigint, BackerItemView[]>();
  for (const item of items) {
    const list = byPledge.get(item.pledgeId) ?? [];
    list.push(item);
    byPledge.set(item.pledgeId, list);
  }
  return byPledge;
};

export const toBackerRow = (row: BackerView, items: BackerItemView[]): BackerRow => ({
  pledgeId: row.pledgeId.toString(),
  userId: row.userId.toString(),
  userName: row.userName,
  email: row.email,
  status: row.status,
  items: items.map((i) => ({
    productName_kr: i.nameKr,
    productName_eng: i.nameEng,
    price: i.price,
    quantity: i.quantity,
  })),
  extraSupport: row.extraSupport,
  amount: row.amount,
  shipping: row.shipping,
  createdAt: row.createdAt.toISOString(),
  chargedAt: row.chargedAt?.toISOString() ?? null,
});

/**
 * Who a report is for: staff get the backers' e-mails; a creator gets the same columns with the
 * e-mail left empty (the studio never shows creators their backers' e-mails).
 */
export type ReportAudience = 'staff' | 'creator';

const csvRow = (
  locale: Locale,
  audience: ReportAudience,
  row: BackerView,
  items: BackerItemView[],
): unknown[] => [
  row.pledgeId.toString(),
  row.userName,
  audience === 'staff' ? (row.email ?? '') : '',
  STATUS_LABELS[locale][row.status] ?? row.status,
  items.map((i) => `${locale === 'ko' ? i.nameKr : i.nameEng} ×${i.quantity}`).join('; '),
  items.reduce((sum, i) => sum + i.quantity, 0),
  row.extraSupport,
  row.amount,
  row.shipping?.recipient ?? '',
  row.shipping?.phone ?? '',
  row.shipping?.postalCode ?? '',
  row.shipping?.address1 ?? '',
  row.shipping?.address2 ?? '',
  kst(row.createdAt),
  kst(row.chargedAt),
];

export interface BackerReportOptions {
  repository: CampaignOpsRepository;
  /** Puts the build of a large report on the job queue. */
  enqueue: (reportId: bigint, locale: Locale, audience: ReportAudience) => Promise<void>;
  now: Clock;
}

/**
 * The backer report (docs/product/crowdfunding.md#backer-report): the list for the screen and
 * the CSV (UTF-8 with BOM, formula-safe), for staff and, without the e-mails, for a project's
 * creator (campaign-ops.studio.routes.ts); who may see which project is the caller's check.
 */
export const createBackerReportService = ({ repository, enqueue, now }: BackerReportOptions) => {
  const projectOf = async (id: string) => {
    const key = toId(id);
    const row = key === undefined ? undefined : await repository.project(key);
    if (!row) throw new AppError('project.not_found');
    return row;
  };
  const reportDto = (
    r: {
      id: bigint;
      projectId: bigint;
      status: BackerReport['status'];
      rowCount: number | null;
      createdAt: Date;
      finishedAt: Date | null;
    },
    audience: ReportAudience = 'staff',
  ): BackerReport => ({
    _id: r.id.toString(),
    projectId: r.projectId.toString(),
    status: r.status,
    rowCount: r.rowCount,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    downloadPath:
      r.status === 'ready'
        ? `${audience === 'staff' ? '/admin/crowdfunding' : '/studio'}/projects/${r.projectId}/backer-reports/${r.id}/download`
        : null,
  });

  /** The whole CSV of a project, read in batches of 500 pledges. */
  const csv = async (projectId: bigint, locale: Locale, audience: ReportAudience) => {
    const lines = [csvLine(HEADERS[locale])];
    let after = 0n;
    let rows = 0;
    for (;;) {
      const batch = await repository.backerBatch(projectId, after, BATCH);
      if (batch.length === 0) break;
      const items = groupItems(await repository.itemsOf(batch.map((b) => b.pledgeId)));
      for (const row of batch)
        lines.push(csvLine(csvRow(locale, audience, row, items.get(row.pledgeId) ?? [])));
      rows += batch.length;
      after = batch[batch.length - 1]?.pledgeId ?? after;
      if (batch.length < BATCH) break;
    }
    // The BOM is added when the file is sent: a stored leading U+FEFF does not survive every driver.
    return { content: `${lines.join('\r\n')}\r\n`, rows };
  };

  const build = async (reportId: bigint, locale: Locale, audience: ReportAudience = 'staff') => {
    const report = await repository.report(reportId);
    if (!report || report.status !== 'pending') return { skipped: true };
    try {
      const { content, rows } = await csv(report.projectId, locale, audience);
      await repository.finishReport(
        reportId,
        { status: 'ready', content, rowCount: rows },
        new Date(now()),
      );
      return { rows };
    } catch (error) {
      await repository.finishReport(reportId, { status: 'failed' }, new Date(now()));
      throw error;
    }
  };

  /** The report of the project; a creator's only if they asked for it. */
  const reportOf = async (projectId: string, reportId: string, creatorId?: bigint) => {
    const project = await projectOf(projectId);
    const key = toId(reportId);
    const row = key === undefined ? undefined : await repository.report(key);
    if (!row || row.projectId !== project.id) throw new AppError('report.not_found');
    if (creatorId !== undefined && row.requestedBy !== creatorId) {
      throw new AppError('report.not_found');
    }
    return row;
  };

  return {
    projectOf,
    /** One page of a project's backers, for the screen. */
    async list(projectId: string, query: BackerListQuery): Promise<Page<BackerRow>> {
      const project = await projectOf(projectId);
      const { rows, total } = await repository.backers(
        project.id,
        { status: query.status, q: query.q },
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      const items = groupItems(await repository.itemsOf(rows.map((r) => r.pledgeId)));
      return toPage(
        rows.map((r) => toBackerRow(r, items.get(r.pledgeId) ?? [])),
        query.page,
        query.pageSize,
        total,
      );
    },
    /** The whole CSV (with its BOM) of a project, built now. */
    csv: async (projectId: string, locale: Locale) =>
      BOM + (await csv((await projectOf(projectId)).id, locale, 'staff')).content,
    /**
     * Asks for the CSV: up to BACKER_REPORT_INLINE_MAX pledges it is built at once (answered
     * ready); a larger project's is built by the job queue and the answer is pending. A
     * `creator` report is the creator's own: only they list, poll and download it.
     */
    async request(
      projectId: string,
      requestedBy: bigint | null,
      locale: Locale,
      audience: ReportAudience = 'staff',
    ): Promise<BackerReport> {
      const project = await projectOf(projectId);
      const report = await repository.createReport(project.id, requestedBy);
      if ((await repository.pledgeCount(project.id)) <= BACKER_REPORT_INLINE_MAX) {
        await build(report.id, locale, audience);
      } else {
        await enqueue(report.id, locale, audience);
      }
      const done = await repository.report(report.id);
      return reportDto(done ?? report, audience);
    },
    /** Staff see the reports the back office asked for; a creator (`creatorId`) their own. */
    async reports(projectId: string, creatorId?: bigint): Promise<BackerReport[]> {
      const project = await projectOf(projectId);
      return (await repository.reportsOf(project.id, creatorId)).map((r) =>
        reportDto(r, creatorId === undefined ? 'staff' : 'creator'),
      );
    },
    async report(projectId: string, reportId: string, creatorId?: bigint): Promise<BackerReport> {
      const row = await reportOf(projectId, reportId, creatorId);
      return reportDto(row, creatorId === undefined ? 'staff' : 'creator');
    },
    async download(
      projectId: string,
      reportId: string,
      creatorId?: bigint,
    ): Promise<{ content: string; fileName: string }> {
      const row = await reportOf(projectId, reportId, creatorId);
      if (row.status !== 'ready' || row.content === null) throw new AppError('report.not_ready');
      return { content: BOM + row.content, fileName: `backers-${row.projectId}-${row.id}.csv` };
    },
    /** The job's handler. */
    build,
    async removeOld() {
      await repository.removeReportsBefore(new Date(now() - REPORT_KEEP_DAYS * 86_400_000));
    },
  };
};

export type BackerReportService = ReturnType<typeof createBackerReportService>;
