import type { SeedFilm, SeedGenre } from './seed-film-types.js';

export const seedGenres: SeedGenre[] = [
  { slug: 'drama', name: ['드라마', 'Drama'] },
  { slug: 'romance', name: ['로맨스', 'Romance'] },
  { slug: 'thriller', name: ['스릴러', 'Thriller'] },
  { slug: 'comedy', name: ['코미디', 'Comedy'] },
  { slug: 'fantasy', name: ['판타지', 'Fantasy'] },
  { slug: 'music', name: ['음악', 'Music'] },
  { slug: 'documentary', name: ['다큐멘터리', 'Documentary'] },
  { slug: 'family', name: ['가족', 'Family'] },
];

/** The three web series and the first short movies. */
export const seedFilmsPart1: SeedFilm[] = [
  {
    slug: 'nights-at-the-hanok',
    type: 'web_series',
    title: ['한옥의 밤', 'Nights at the Hanok'],
    synopsis: [
      '서촌의 낡은 한옥을 물려받은 건축가 서윤은 매일 밤 마당에서 들려오는 가야금 소리의 주인을 찾기 시작한다. 오래된 집이 품은 가족의 비밀과 새로운 인연이 천천히 모습을 드러낸다.',
      'Seoyun, an architect, inherits a worn hanok in Seochon and starts looking for whoever plays the gayageum in its courtyard every night. The old house slowly gives up a family secret, and a new bond.',
    ],
    genres: ['drama', 'romance', 'fantasy'],
    ageRating: '12',
    releaseDate: '2026-03-14',
    director: ['김하늘', 'Kim Ha-neul'],
    writer: ['이서진', 'Lee Seo-jin'],
    music: ['박도윤', 'Park Do-yun'],
    cast: [
      ['한지유', 'Han Ji-yu'],
      ['정우진', 'Jung Woo-jin'],
      ['오나래', 'Oh Na-rae'],
    ],
    episodes: [
      {
        title: ['첫 번째 밤: 마당의 소리', 'First Night: A Sound in the Courtyard'],
        synopsis: [
          '이사 첫날 밤, 서윤은 잠긴 사랑채에서 흘러나오는 가야금 가락을 듣는다.',
          'On her first night in the house, Seoyun hears a gayageum melody drifting from the locked guest wing.',
        ],
      },
      {
        title: ['두 번째 밤: 할머니의 편지', "Second Night: Grandmother's Letter"],
        synopsis: [
          '대들보 속에서 발견한 편지가 서윤을 1970년대의 어느 여름으로 이끈다.',
          'A letter hidden in a roof beam leads Seoyun back to one summer in the 1970s.',
        ],
      },
    ],
  },
  {
    slug: 'seoul-in-the-rain',
    type: 'web_series',
    title: ['비 오는 서울', 'Seoul in the Rain'],
    synopsis: [
      '장마철 서울, 우산을 잃어버린 출판사 편집자와 우산 수리점을 하는 청년이 매주 같은 버스 정류장에서 마주친다. 비가 그치기 전에 두 사람은 서로에게 말을 걸 수 있을까.',
      'In the monsoon season a book editor who keeps losing umbrellas and a young man who repairs them meet at the same Seoul bus stop every week. Will either speak before the rain stops?',
    ],
    genres: ['romance', 'comedy', 'drama'],
    ageRating: 'all',
    releaseDate: '2025-07-02',
    director: ['최민서', 'Choi Min-seo'],
    writer: ['윤가을', 'Yoon Ga-eul'],
    music: ['정하람', 'Jung Ha-ram'],
    cast: [
      ['김태은', 'Kim Tae-eun'],
      ['남주원', 'Nam Ju-won'],
    ],
    episodes: [
      {
        title: ['잃어버린 우산', 'The Lost Umbrella'],
        synopsis: [
          '일곱 번째 우산을 잃어버린 날, 지우는 정류장 옆 작은 수리점의 문을 연다.',
          'The day she loses her seventh umbrella, Jiwoo opens the door of the tiny repair shop by the bus stop.',
        ],
      },
      {
        title: ['맑음 뒤 소나기', 'Showers After Sunshine'],
        synopsis: [
          '일기예보가 빗나간 오후, 둘은 처음으로 한 우산 아래 선다.',
          'On an afternoon the forecast got wrong, the two share an umbrella for the first time.',
        ],
      },
    ],
  },
  {
    slug: 'moonlight-delivery',
    type: 'web_series',
    title: ['달빛 배달', 'Moonlight Delivery'],
    synopsis: [
      '자정이 넘으면 배달 앱에 나타나는 정체불명의 가게 "달빛 식당". 야간 배달 라이더 민호는 주문서에 적힌 주소가 모두 10년 전 사라진 동네라는 사실을 알게 된다.',
      'After midnight a mysterious shop called Moonlight Diner appears in the delivery app. Night rider Minho realises every address on its orders belongs to a neighbourhood that vanished ten years ago.',
    ],
    genres: ['thriller', 'fantasy'],
    ageRating: '15',
    releaseDate: '2026-01-20',
    director: ['박지훈', 'Park Ji-hoon'],
    writer: ['강서연', 'Kang Seo-yeon'],
    music: ['이준호', 'Lee Jun-ho'],
    cast: [
      ['이도훈', 'Lee Do-hun'],
      ['고민서', 'Go Min-seo'],
      ['유해준', 'Yoo Hae-jun'],
    ],
    episodes: [
      {
        title: ['자정의 주문', 'The Midnight Order'],
        synopsis: [
          '존재하지 않는 주소로 향하는 첫 배달, 민호의 내비게이션이 멈춘다.',
          "On his first run to an address that doesn't exist, Minho's navigation freezes.",
        ],
      },
      {
        title: ['사라진 골목', 'The Vanished Alley'],
        synopsis: [
          '골목 끝 가로등 아래에서 민호는 10년 전 실종된 친구의 자전거를 발견한다.',
          'Under the last streetlight of the alley Minho finds the bicycle of a friend who went missing ten years ago.',
        ],
      },
    ],
  },
  {
    slug: 'ridge-at-dawn',
    type: 'short_movie',
    title: ['새벽 능선', 'Ridge at Dawn'],
    synopsis: [
      '지리산 종주를 약속했던 아버지를 떠나보낸 딸이 아버지의 낡은 등산화를 신고 새벽 능선에 오른다. 해가 뜨는 순간, 그녀는 아버지가 남긴 마지막 녹음을 재생한다.',
      'After losing the father she had promised to hike Jirisan with, a daughter climbs to the ridge at dawn in his worn boots. As the sun rises she plays the last recording he left her.',
    ],
    genres: ['drama', 'family'],
    ageRating: 'all',
    releaseDate: '2025-10-09',
    director: ['정은채', 'Jung Eun-chae'],
    writer: ['정은채', 'Jung Eun-chae'],
    music: ['한유진', 'Han Yu-jin'],
    cast: [
      ['전여울', 'Jeon Yeo-ul'],
      ['안태상', 'Ahn Tae-sang'],
    ],
    episodes: [],
  },
  {
    slug: 'the-last-ferry',
    type: 'short_movie',
    title: ['마지막 배', 'The Last Ferry'],
    synopsis: [
      '다리가 놓이면 사라질 섬마을의 마지막 여객선. 30년 동안 배를 몰아 온 선장과 섬을 떠나려는 소녀가 마지막 운항에서 서로의 이유를 듣는다.',
      "A bridge will soon replace the island village's ferry. On its final crossing the captain who steered it for thirty years and a girl leaving the island hear each other's reasons.",
    ],
    genres: ['drama', 'documentary'],
    ageRating: 'all',
    releaseDate: '2025-05-24',
    director: ['오세윤', 'Oh Se-yun'],
    writer: ['문채원', 'Moon Chae-won'],
    music: ['김바다', 'Kim Ba-da'],
    cast: [
      ['송강민', 'Song Kang-min'],
      ['김향린', 'Kim Hyang-rin'],
    ],
    episodes: [],
  },
  {
    slug: 'paper-cranes',
    type: 'short_movie',
    title: ['종이학', 'Paper Cranes'],
    synopsis: [
      '병원 소아 병동의 열 살 하린은 천 마리 종이학을 접으면 소원이 이루어진다고 믿는다. 야간 간호사 수아는 몰래 종이학을 보태며 하린의 소원을 궁금해한다.',
      'Ten-year-old Harin, on a hospital children’s ward, believes a thousand paper cranes will grant a wish. Night nurse Sua secretly adds cranes to the pile, wondering what the wish is.',
    ],
    genres: ['drama', 'family'],
    ageRating: 'all',
    releaseDate: '2026-02-11',
    director: ['이하나', 'Lee Ha-na'],
    writer: ['조민준', 'Jo Min-jun'],
    music: ['서지안', 'Seo Ji-an'],
    cast: [
      ['박보람', 'Park Bo-ram'],
      ['김다인', 'Kim Da-in'],
    ],
    episodes: [],
  },
];
