// Kept apart from crowdfunding.ts and its schemas (`@dalbit/contract/project-paths`), as
// film-paths.ts is: the web's crowdfunding reads import these values, and an import of the
// contract's index would bring zod and every schema into the crowdfunding pages' chunks. It
// imports nothing (crowdfunding.ts re-exports it).

/** How many projects a page of /crowdfunding shows. */
export const PROJECTS_PAGE_SIZE = 9;

/**
 * The API path (below /api) of a page of /crowdfunding's projects, as the web's API client writes
 * it: the key of the page's data block on both sides (docs/architecture.md#page-data).
 */
export const projectListPath = (query: {
  status: 'funding' | 'upcoming' | 'ended';
  page: number;
  pageSize: number;
}) => `/crowdfunding/projects?status=${query.status}&page=${query.page}&pageSize=${query.pageSize}`;

/** The API path of the film or series a project continues (or null). */
export const projectFilmPath = (projectId: string) =>
  `/crowdfunding/projects/${encodeURIComponent(projectId)}/film`;
