import { and, lte, or, type Placeholder, type SQL } from 'drizzle-orm';
import { literalIn } from '../../infra/database/built-once.js';
import { projects } from './crowdfunding.table.js';
import { PUBLIC_STATES } from './workflow.js';

/** A moment: a date, or the placeholder of a query built once (infra/database/built-once.ts). */
export type At = Date | Placeholder;

/**
 * The SQL of `isPublic` (workflow.ts): what viewers may see as of `now`. The states are written
 * into the text, so a statement built once with `now` as its only value may keep one generic
 * plan (docs/performance.md#prepared-statements); `projects_visible_idx` answers it alone.
 */
export const visibleAt = (now: At): SQL =>
  or(
    literalIn(projects.state, PUBLIC_STATES),
    and(literalIn(projects.state, ['approved']), lte(projects.publishAt, now)),
  ) as SQL;
