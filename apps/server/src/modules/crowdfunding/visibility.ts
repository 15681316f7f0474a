import { and, eq, inArray, lte, or, type SQL } from 'drizzle-orm';
import { projects } from './crowdfunding.table.js';
import { PUBLIC_STATES } from './workflow.js';

/** The SQL of `isPublic` (workflow.ts): what viewers may see as of `now`. */
export const visibleAt = (now: Date): SQL =>
  or(
    inArray(projects.state, [...PUBLIC_STATES]),
    and(eq(projects.state, 'approved'), lte(projects.publishAt, now)),
  ) as SQL;
