import type { EventType, FilmType } from '@dalbit/contract';
import { projects } from '../../src/db/schema.js';
import type { Db } from '../../src/infra/database/database.js';
import { anEvent } from './events.js';
import { aFilm } from './films.js';

type Pair = [kr: string, en: string];

export interface CorpusEvent {
  type: EventType;
  title: Pair;
  summary: Pair;
  content: Pair;
}

export interface CorpusProject {
  title: Pair;
  summary: Pair;
}

export interface CorpusFilm {
  type: FilmType;
  title: Pair;
  synopsis: Pair;
}

/**
 * Texts for the search tests: keys of one, two and three Hangul syllables, a phrase, English in
 * any case, a word found only in a body ('을지로'), LIKE metacharacters ('100%', an apostrophe)
 * a word common enough to page through ('달빛'), and titles for 초성 keys ('ㅎㄱ' → 한강).
 */
export const CORPUS_EVENTS: CorpusEvent[] = [
  {
    type: 'event',
    title: ['웹시리즈 〈한옥의 밤〉 온라인 프리미어', 'Online premiere: Nights at the Hanok'],
    summary: ['북촌 한옥에서 보내는 여섯 밤의 이야기', 'Six nights in a Bukchon hanok'],
    content: [
      '프리미어 당일 밤 9시에 첫 두 화가 공개됩니다. 달빛에서 가장 먼저 만나 보세요.',
      'Episodes one and two go live at 9 pm on premiere night, first on Dalbit.',
    ],
  },
  {
    type: 'notice',
    title: ['자막 100% 지원 안내', 'Subtitles for 100% of our films'],
    summary: [
      '모든 작품에 한국어와 영어 자막을 드립니다',
      'Every film has Korean and English subtitles',
    ],
    content: [
      '달빛의 모든 작품에서 자막을 켜고 끌 수 있습니다.',
      "Turn subtitles on or off in the player's menu.",
    ],
  },
  {
    type: 'event',
    title: ['서울 단편 영화제 상영회', 'Seoul short film festival screening'],
    summary: [
      '도심의 작은 극장에서 만나는 단편 다섯 편',
      'Five shorts in a small downtown theatre',
    ],
    content: [
      '상영회는 을지로3가역 근처 극장에서 열립니다. 영화제 관객상도 함께 발표합니다.',
      'The screening is near Euljiro 3-ga station; the audience award is announced there too.',
    ],
  },
  {
    type: 'event',
    title: ['제2회 달빛 시나리오 공모전', 'The second Dalbit scenario contest'],
    summary: [
      '당선작은 달빛 오리지널로 제작됩니다',
      'The winning script becomes a Dalbit original',
    ],
    content: [
      '시나리오 공모전 접수는 다음 달 말일까지입니다.',
      'Entries are open until the end of next month.',
    ],
  },
  {
    type: 'notice',
    title: ['서버 점검 안내', 'Scheduled maintenance'],
    summary: ['새벽 2시부터 4시까지 서비스가 잠시 멈춥니다', 'The service pauses from 2 to 4 am'],
    content: [
      '점검 중에는 로그인과 결제를 할 수 없습니다.',
      'Sign-in and payments are unavailable meanwhile.',
    ],
  },
  {
    type: 'event',
    title: ['달빛 어워즈 2026', 'Dalbit Awards 2026'],
    summary: [
      '올해의 웹시리즈와 단편을 뽑아 주세요',
      'Vote for the web series and short of the year',
    ],
    content: [
      '투표는 달빛 앱과 웹에서 할 수 있습니다. 시상식은 서울에서 열립니다.',
      'Vote on the Dalbit app or web; the ceremony is held in Seoul.',
    ],
  },
  {
    type: 'notice',
    title: ['크라우드펀딩 결제 안내', 'When pledges are charged'],
    summary: ['목표를 달성한 프로젝트만 결제됩니다', 'Only projects that reach their goal charge'],
    content: [
      '후원금은 펀딩이 끝나는 날 밤 자정에 결제됩니다.',
      'Pledges are charged at midnight on the night the campaign ends.',
    ],
  },
  {
    type: 'event',
    title: ['부산 국제 영화제 초청 상영', 'Busan film festival invitation'],
    summary: ['달빛 오리지널 두 편이 초청되었습니다', 'Two Dalbit originals are invited'],
    content: [
      '영화제 기간 동안 해운대에서 무대 인사가 있습니다.',
      'Stage greetings in Haeundae during the festival.',
    ],
  },
  {
    type: 'notice',
    title: ['한옥 촬영지 개방', 'Hanok filming location opens'],
    summary: ['〈한옥의 밤〉 촬영지를 둘러보세요', 'Visit where Nights at the Hanok was filmed'],
    content: ['주말마다 달빛 회원에게 개방합니다.', 'Open to Dalbit members every weekend.'],
  },
];

export const CORPUS_FILMS: CorpusFilm[] = [
  {
    type: 'web_series',
    title: ['한옥의 밤', 'Nights at the Hanok'],
    synopsis: [
      '서촌의 낡은 한옥을 물려받은 서윤은 매일 밤 마당에서 들려오는 가야금 소리를 따라간다.',
      'Seoyun inherits an old hanok and follows the sound of a gayageum in its courtyard.',
    ],
  },
  {
    type: 'web_series',
    title: ['비 오는 서울', 'Seoul in the Rain'],
    synopsis: [
      '장마철 서울, 우산 하나를 나눠 쓴 두 사람의 여름.',
      'One umbrella, two strangers, one rainy summer.',
    ],
  },
  {
    type: 'short_movie',
    title: ['종이학', 'Paper Cranes'],
    synopsis: [
      '병실의 소녀가 천 마리 학을 접는다.',
      'A girl in a hospital room folds a thousand cranes.',
    ],
  },
  {
    type: 'short_movie',
    title: ['겨울 빨래방', 'Winter Laundromat'],
    synopsis: [
      '서울 변두리의 24시간 빨래방에서 밤을 보내는 사람들.',
      'Night owls at a 24-hour laundromat on the edge of the city.',
    ],
  },
  {
    type: 'music_video',
    title: ['네온 골목', 'Neon Alley'],
    synopsis: [
      '네온사인이 꺼지지 않는 골목의 춤.',
      'A dance in an alley where the neon never sleeps.',
    ],
  },
  {
    type: 'short_movie',
    title: ['달빛 배달부', 'Moonlight Delivery'],
    synopsis: [
      '달빛 아래 자전거로 편지를 나르는 소년.',
      'A boy delivers letters by bicycle at night.',
    ],
  },
  {
    type: 'web_series',
    title: ['한강의 불빛', 'Han River Lights'],
    synopsis: [
      '한강 다리 아래 포장마차의 사계절.',
      'Four seasons of a street stall under a bridge.',
    ],
  },
];

/** Crowdfunding projects: '한옥' and 'rain' in their titles, '한강' for 초성 ('ㅎㄱ'). */
export const CORPUS_PROJECTS: CorpusProject[] = [
  {
    title: ['한옥의 밤 시즌 2', 'Nights at the Hanok: Season 2'],
    summary: ['여섯 밤의 이야기가 이어집니다', 'Six more nights in Bukchon'],
  },
  {
    title: ['비 오는 날의 수채화', 'Watercolours of a rainy day'],
    summary: ['서울의 장마를 그린 단편 애니메이션', 'A short animation of the monsoon in Seoul'],
  },
  {
    title: ['한강 야경 다큐멘터리', 'Han River after dark'],
    summary: ['달빛 아래 다리 열두 개', 'Twelve bridges under the moonlight'],
  },
];

/** Inserts the corpus: events a minute apart in list order, films a day apart. */
export const aSearchCorpus = async (db: Db) => {
  const start = Date.now() - CORPUS_EVENTS.length * 60_000;
  for (const [i, e] of CORPUS_EVENTS.entries()) {
    await anEvent(db, {
      type: e.type,
      titleKr: e.title[0],
      titleEng: e.title[1],
      summaryKr: e.summary[0],
      summaryEng: e.summary[1],
      contentKr: e.content[0],
      contentEng: e.content[1],
      createdAt: new Date(start + i * 60_000),
    });
  }
  for (const [i, f] of CORPUS_FILMS.entries()) {
    await aFilm(db, {
      type: f.type,
      titleKr: f.title[0],
      titleEng: f.title[1],
      synopsisKr: f.synopsis[0],
      synopsisEng: f.synopsis[1],
      releaseDate: `2025-0${i + 1}-15`,
    });
  }
  for (const [i, p] of CORPUS_PROJECTS.entries()) {
    await db.insert(projects).values({
      titleKr: p.title[0],
      titleEng: p.title[1],
      summaryKr: p.summary[0],
      summaryEng: p.summary[1],
      goalAmount: 1_000_000,
      startsAt: new Date(start - (i + 1) * 86_400_000),
      endsAt: new Date(start + 30 * 86_400_000),
      // Published and funding, as viewers' search sees them.
      state: 'funding',
      publishAt: new Date(start - (i + 2) * 86_400_000),
    });
  }
};
