import type { Comment, FilmDetail, FilmSummary, Playback } from '@dalbit/contract';

export const makeFilm = (over: Partial<FilmSummary> = {}): FilmSummary => ({
  _id: 'f1',
  type: 'web_series',
  title_kr: '달빛 아래',
  title_eng: 'Under the Moonlight',
  synopsis_kr: '두 사람의 밤 이야기.',
  synopsis_eng: 'Two people, one night.',
  posterDomestic: '/media/films/moon/poster.jpg',
  posterOversea: '/media/films/moon/poster.jpg',
  backdropDomestic: '/media/films/moon/backdrop.jpg',
  backdropOversea: '/media/films/moon/backdrop.jpg',
  genres: [{ _id: 'drama', name_kr: '드라마', name_eng: 'Drama' }],
  ageRating: '12',
  releaseDate: '2025-05-01',
  durationSeconds: 24,
  episodeCount: 2,
  likeCount: 10,
  bookmarkCount: 3,
  ...over,
});

export const makeDetail = (over: Partial<FilmDetail> = {}): FilmDetail => ({
  ...makeFilm(),
  credits: [{ role_kr: '감독', role_eng: 'Director', name_kr: '김하늘', name_eng: 'Kim Haneul' }],
  episodes: [1, 2].map((number) => ({
    _id: `e${number}`,
    videoId: `v${number}`,
    number,
    title_kr: `${number}화`,
    title_eng: `Episode ${number}`,
    synopsis_kr: '',
    synopsis_eng: '',
    thumbnail: `/media/films/moon/ep${number}.jpg`,
    durationSeconds: 12,
  })),
  viewer: { liked: false, bookmarked: false, resume: null },
  ...over,
});

export const makePlayback = (over: Partial<Playback> = {}): Playback => ({
  videoId: 'v1',
  filmId: 'f1',
  episodeNumber: 1,
  masterUrl: '/media/films/moon/v1/master.m3u8',
  renditions: [
    { height: 240, bandwidth: 400_000, url: '/media/films/moon/v1/240p.m3u8' },
    { height: 480, bandwidth: 1_000_000, url: '/media/films/moon/v1/480p.m3u8' },
  ],
  subtitles: [
    { lang: 'ko', label: '한국어', url: '/media/films/moon/v1/ko.vtt' },
    { lang: 'en', label: 'English', url: '/media/films/moon/v1/en.vtt' },
  ],
  durationSeconds: 12,
  nextVideoId: null,
  resumeSeconds: 0,
  ...over,
});

export const VTT = {
  ko: 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n안녕, 달빛.\n',
  en: 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nHello, moonlight.\n',
};

export const makeComment = (over: Partial<Comment> = {}): Comment => ({
  _id: 'c1',
  filmId: 'f1',
  projectId: null,
  parentId: null,
  body: 'Beautiful light.',
  author: { _id: 'u2', userName: 'Jun', avatar: null },
  createdAt: '2026-01-01T00:00:00.000Z',
  editedAt: null,
  deleted: false,
  mine: false,
  replies: [],
  ...over,
});

export const page = <T>(items: T[], over: Record<string, number> = {}) => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  totalPages: 1,
  ...over,
});
