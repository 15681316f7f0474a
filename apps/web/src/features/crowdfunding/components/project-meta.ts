import type { ProjectHit, ProjectSummary, RewardProduct } from '@dalbit/contract';
import type { Locale } from '../../../lib/language';
import { formatYearMonth, pickText } from '../../../lib/localized';

interface ProjectView {
  title: string;
  summary: string;
  creator: string;
  image: string;
}

/** What a card shows of a project: a search hit or a summary (docs/api.md#bilingual-fields). */
export type ProjectCardView = Omit<ProjectView, 'summary'>;

export function localizeProjectCard(project: ProjectHit, locale: Locale): ProjectCardView {
  return {
    title: pickText(project.title_kr, project.title_eng, locale),
    creator: pickText(project.creatorName_kr, project.creatorName_eng, locale),
    image: pickText(project.imageDomestic, project.imageOversea, locale),
  };
}

/** The current language's texts and image, falling back to the other language (docs/api.md#bilingual-fields). */
export function localizeProject(project: ProjectSummary, locale: Locale): ProjectView {
  return {
    ...localizeProjectCard(project, locale),
    summary: pickText(project.summary_kr, project.summary_eng, locale),
  };
}

// Won and counts: lib/money.ts (no Intl on the way to the first paint).
export { formatCount, formatKrw } from '../../../lib/money';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until `iso` (rounded up, never below 0), like the server's `daysLeft`. */
export function daysUntil(iso: string, now: number = Date.now()): number {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / DAY_MS));
}

/** The bar's fill: the percent, capped at the full bar (a project may pass 100%). */
export function barWidth(percentFunded: number): string {
  return `${Math.min(100, Math.max(0, percentFunded))}%`;
}

export function projectPath(projectId: string): string {
  return `/crowdfunding/${encodeURIComponent(projectId)}`;
}

export function pledgePath(projectId: string): string {
  return `${projectPath(projectId)}/pledge`;
}

/** `2026-09` → "September 2026" / "2026년 9월". */
export function formatDelivery(yearMonth: string, locale: Locale): string {
  const [year, month] = yearMonth.split('-').map(Number);
  if (!year || !month || month > 12) return yearMonth;
  // Written out as formatDate is (lib/localized.ts): a new Intl.DateTimeFormat per reward cost a
  // phone tens of milliseconds in the task that renders the rewards (docs/performance.md#phones).
  return formatYearMonth(year, month, locale);
}

/** A limited reward with nothing left (unlimited ones never sell out). */
export const isSoldOut = (product: RewardProduct) =>
  product.remaining !== null && product.remaining <= 0;
