import { and, eq, inArray, lte, or, type Placeholder, type SQL } from 'drizzle-orm';
import { projects } from './crowdfunding.table.js';
import { PUBLIC_STATES } from './workflow.js';

/** A moment: a date, or the placeholder of a query built once (infra/database/built-once.ts). */
export type At = Date | Placeholder;

/** The SQL of `isPublic` (workflow.ts): what viewers may see as of `now`. */
export const visibleAt = (now: At): SQL =>
  or(
    inArray(projects.state, [...PUBLIC_STATES]),
    and(eq(projects.state, 'approved'), lte(projects.publishAt, now)),
  ) as SQL;
