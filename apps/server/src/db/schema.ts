// The one schema drizzle-kit reads; each feature owns its table file.
export { events } from '../modules/events/events.table.js';
export { hotSearchKeywords } from '../modules/hot-search/hot-search.table.js';
export { users } from '../modules/accounts/users.table.js';
export { sessions } from '../modules/accounts/sessions.table.js';
export { oneTimeCodes } from '../modules/accounts/otp.table.js';
export { userIdentities } from '../modules/accounts/identities.table.js';
export { genres, films, filmGenres, videos, filmRails } from '../modules/films/films.table.js';
export { filmSearch } from '../modules/films/film-search.table.js';
export { watchProgress, filmLikes, filmBookmarks } from '../modules/films/engagement.table.js';
export { comments, commentReports } from '../modules/comments/comments.table.js';
export {
  projects,
  projectProducts,
  projectUpdates,
  pledges,
  pledgeItems,
  projectVotes,
  projectCreators,
  projectStateChanges,
} from '../modules/crowdfunding/crowdfunding.table.js';
export {
  applications,
  applicationEntries,
  mailTemplates,
} from '../modules/applications/applications.table.js';
export { auditLog } from '../modules/audit/audit.table.js';
export { siteSettings } from '../modules/site-settings/site-settings.table.js';
export { videoAssets, retiredLadders } from '../modules/ingest/ingest.table.js';
export {
  backerReports,
  projectPayouts,
  campaignNotices,
  pledgeCardUpdates,
  projectFilmLinks,
  projectContacts,
} from '../modules/campaign-ops/campaign-ops.table.js';
