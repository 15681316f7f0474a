import type { ProjectState } from '@dalbit/contract';
import type { ProjectRow } from './crowdfunding.table.js';

/**
 * The project workflow (docs/product/crowdfunding.md#project-workflow), as pure rules. The
 * recorded `state` moves by people (submit, approve, send back, schedule) and by time: once an
 * approved project's `publishAt` passed, its dates say whether it is upcoming or funding, and the
 * settle job records the outcome and the settlement. `phaseOf` is the state as of `now`, whether
 * or not the job has caught the recorded one up yet.
 */
export type WorkflowRow = Pick<
  ProjectRow,
  | 'state'
  | 'publishAt'
  | 'startsAt'
  | 'endsAt'
  | 'outcome'
  | 'settledAt'
  | 'pledgedAmount'
  | 'goalAmount'
>;

/** States viewers may see. */
export const PUBLIC_STATES: readonly ProjectState[] = [
  'upcoming',
  'funding',
  'successful',
  'failed',
  'settled',
];

export const isPublic = (row: WorkflowRow, now: number): boolean =>
  PUBLIC_STATES.includes(row.state) ||
  (row.state === 'approved' && row.publishAt !== null && row.publishAt.getTime() <= now);

export const phaseOf = (row: WorkflowRow, now: number): ProjectState => {
  if (row.settledAt) return 'settled';
  if (row.outcome) return row.outcome === 'succeeded' ? 'successful' : 'failed';
  if (!isPublic(row, now)) return row.state;
  if (now < row.startsAt.getTime()) return 'upcoming';
  if (now < row.endsAt.getTime()) return 'funding';
  return row.pledgedAmount >= row.goalAmount ? 'successful' : 'failed';
};

/** Once funding starts (or a campaign ended), goal, dates, rewards, titles and FAQ are fixed. */
export const isLocked = (row: WorkflowRow, now: number): boolean =>
  ['funding', 'successful', 'failed', 'settled'].includes(phaseOf(row, now));

/**
 * What an editor may change: `all`, only the story and images (`content`), or nothing. A creator
 * writes everything in a draft, nothing while it is reviewed, and the story and images after
 * approval; staff write everything until funding starts, then the story and images.
 */
export type EditScope = 'all' | 'content' | 'none';

export const editScopeOf = (row: WorkflowRow, now: number, by: 'creator' | 'staff'): EditScope => {
  if (isLocked(row, now)) return 'content';
  if (by === 'staff') return 'all';
  if (row.state === 'draft') return 'all';
  return row.state === 'in_review' ? 'none' : 'content';
};

/** Creators post updates once the project is visible. */
export const mayPostUpdates = (row: WorkflowRow, now: number): boolean => isPublic(row, now);
