import type { Pledge, ProjectHit, ProjectStatus, ProjectSummary } from '@dalbit/contract';
import { DAY_MS } from '../../shared/clock.js';
import type { PledgeItemView } from './crowdfunding.repository.js';
import type {
  PledgeRow,
  ProductRow,
  ProjectRow,
  ProjectSummaryRow,
  UpdateRow,
} from './crowdfunding.table.js';

export const statusOf = (
  row: Pick<ProjectRow, 'outcome' | 'startsAt' | 'endsAt' | 'pledgedAmount' | 'goalAmount'>,
  now: number,
): ProjectStatus => {
  if (row.outcome) return row.outcome;
  if (now < row.startsAt.getTime()) return 'upcoming';
  if (now < row.endsAt.getTime()) return 'funding';
  // Ended, not settled yet: what the settle job is about to decide.
  return row.pledgedAmount >= row.goalAmount ? 'succeeded' : 'failed';
};

/** What a project's card shows (a search hit); a summary adds the rest (toSummary). */
export const toProjectHit = (row: ProjectSummaryRow, now: number): ProjectHit => {
  const status = statusOf(row, now);
  return {
    _id: row.id.toString(),
    title_kr: row.titleKr,
    title_eng: row.titleEng,
    creatorName_kr: row.creatorNameKr,
    creatorName_eng: row.creatorNameEng,
    imageDomestic: row.imageDomestic,
    imageOversea: row.imageOversea,
    pledgedAmount: row.pledgedAmount,
    backerCount: row.backerCount,
    percentFunded: row.goalAmount > 0 ? Math.floor((row.pledgedAmount * 100) / row.goalAmount) : 0,
    startsAt: row.startsAt.toISOString(),
    daysLeft:
      status === 'upcoming' || status === 'funding'
        ? Math.max(0, Math.ceil((row.endsAt.getTime() - now) / DAY_MS))
        : 0,
    status,
    voteCount: row.voteCount,
  };
};

export const toSummary = (row: ProjectSummaryRow, now: number, voted: boolean): ProjectSummary => ({
  ...toProjectHit(row, now),
  summary_kr: row.summaryKr,
  summary_eng: row.summaryEng,
  goalAmount: row.goalAmount,
  endsAt: row.endsAt.toISOString(),
  viewerVoted: voted,
});

export const toProductDto = (row: ProductRow) => ({
  _id: row.id.toString(),
  name_kr: row.nameKr,
  name_eng: row.nameEng,
  description_kr: row.descriptionKr,
  description_eng: row.descriptionEng,
  price: row.price,
  stockLimit: row.stockLimit,
  remaining: row.stockLimit === null ? null : Math.max(0, row.stockLimit - row.sold),
  estimatedDelivery: row.estimatedDelivery,
  needsShipping: row.needsShipping,
});

/** A backers-only update keeps its title but not its content for anyone else. */
export const toUpdateDto = (row: UpdateRow, mayReadBackersOnly: boolean) => {
  const locked = row.audience === 'backers' && !mayReadBackersOnly;
  return {
    _id: row.id.toString(),
    title_kr: row.titleKr,
    title_eng: row.titleEng,
    content_kr: locked ? '' : row.contentKr,
    content_eng: locked ? '' : row.contentEng,
    audience: row.audience,
    locked,
    createdAt: row.createdAt.toISOString(),
  };
};

/** One pledge's rewards, out of the items of several pledges read at once. */
export const pledgeItemsOf = (items: PledgeItemView[], pledgeId: bigint): Pledge['items'] =>
  items
    .filter((i) => i.pledgeId === pledgeId)
    .map((i) => ({
      productId: i.productId.toString(),
      productName_kr: i.nameKr,
      productName_eng: i.nameEng,
      price: i.price,
      quantity: i.quantity,
    }));

export const toPledgeDto = (
  row: PledgeRow,
  title: { titleKr: string; titleEng: string },
  items: PledgeItemView[],
): Pledge => ({
  _id: row.id.toString(),
  projectId: row.projectId.toString(),
  projectTitle_kr: title.titleKr,
  projectTitle_eng: title.titleEng,
  status: row.status,
  amount: row.amount,
  extraSupport: row.extraSupport,
  items: pledgeItemsOf(items, row.id),
  shipping: row.shipping ?? null,
  createdAt: row.createdAt.toISOString(),
  chargedAt: row.chargedAt?.toISOString() ?? null,
});
