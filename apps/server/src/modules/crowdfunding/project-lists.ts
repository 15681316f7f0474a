import type { Page, ProjectListQuery, ProjectSummary } from '@dalbit/contract';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import { pageOffset, toPage } from '../../shared/paging.js';
import type { CrowdfundingRepository } from './crowdfunding.repository.js';
import { toSummary } from './crowdfunding.dto.js';

/** The read cache's keys of projects (lists and pages kept for visitors). */
export const CROWDFUNDING_CACHE_PREFIX = 'crowdfunding:';

export interface ProjectListsOptions {
  repository: Pick<CrowdfundingRepository, 'list' | 'votesOn'>;
  now: () => number;
  /**
   * The read cache, when a viewer's list may be the kept visitor's list with their votes read
   * beside it; without it (or with caching off) a viewer's list is one statement.
   */
  cache?: TtlCache | undefined;
}

/** The project list, for visitors and viewers (GET /api/crowdfunding/projects). */
export const createProjectLists = ({ repository, now, cache }: ProjectListsOptions) => {
  /** A page of projects, the number of matches and the viewer's votes, in one statement. */
  const listOf = async (query: ProjectListQuery, userId?: bigint) => {
    const at = now();
    const { rows, voted, total } = await repository.list(
      query.status,
      new Date(at),
      query.pageSize,
      pageOffset(query.page, query.pageSize),
      userId,
    );
    return toPage(
      rows.map((r) => toSummary(r, at, voted.has(r.id))),
      query.page,
      query.pageSize,
      total,
    );
  };

  return {
    /**
     * A page of projects. Visitors' page is kept; while answers are kept, a viewer's is that page
     * with their votes and the live vote counts read beside it (one small statement): what they
     * just voted shows at once, and the page itself costs no query.
     */
    async list(query: ProjectListQuery, userId?: bigint): Promise<Page<ProjectSummary>> {
      const { status, page, pageSize } = query;
      // Visitors' page, shared by visitors and viewers.
      const visitors = () =>
        cache
          ? cache.get(
              `${CROWDFUNDING_CACHE_PREFIX}list:${status ?? 'all'}:${page}:${pageSize}`,
              () => listOf(query, undefined),
            )
          : listOf(query, undefined);
      if (userId === undefined) return visitors();
      if (!cache?.keeps) return listOf(query, userId);
      const kept = await visitors();
      const votes = await repository.votesOn(
        kept.items.map((item) => BigInt(item._id)),
        userId,
      );
      return {
        ...kept,
        items: kept.items.map((item) => {
          const mine = votes.get(BigInt(item._id));
          return mine
            ? { ...item, voteCount: mine.voteCount, viewerVoted: mine.voted }
            : { ...item, viewerVoted: false };
        }),
      };
    },
  };
};
