import type { SeedKeyword } from './seed-types.js';

/** In display order. The deleted one proves the API leaves deleted keywords out. */
export const seedKeywords: SeedKeyword[] = [
  { key: 'hanok', kr: '한옥', en: 'Hanok' },
  { key: 'seoul', kr: '서울', en: 'Seoul' },
  { key: 'scenario-contest', kr: '시나리오 공모전', en: 'Scenario contest' },
  { key: 'crowdfunding', kr: '크라우드펀딩', en: 'Crowdfunding' },
  { key: 'short-film', kr: '단편영화', en: 'Short film' },
  { key: 'music-video', kr: '뮤직비디오', en: 'Music video' },
  { key: 'film-festival', kr: '영화제', en: 'Film festival' },
  { key: 'awards', kr: '달빛 어워즈', en: 'Dalbit Awards' },
  { key: 'maintenance', kr: '서버 점검', en: 'Maintenance', deleted: true },
];
