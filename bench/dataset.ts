// The bench data set at scale (issue 14, goal 2; docs/performance.md#at-scale): 100,000 films
// with their episodes, bilingual titles and synopses drawn from Korean and English word lists,
// 200,000 accounts, 1,000,000 comments, 1,000 crowdfunding projects with their rewards and
// 50,000 pledges, written into a PostgreSQL database the app has already migrated and seeded
// with the demo catalogue. Every table is filled by one INSERT ... SELECT over generate_series:
// the words are picked by hashing the row number, so two runs write the same data.
//
//   npx tsx bench/dataset.ts postgres://postgres@127.0.0.1:5432/dalbit_bench_big
import pg from 'pg';

export interface DatasetSize {
  films: number;
  accounts: number;
  comments: number;
  projects: number;
  pledges: number;
}

export const FULL_SIZE: DatasetSize = {
  films: 100_000,
  accounts: 200_000,
  comments: 1_000_000,
  projects: 1_000,
  pledges: 50_000,
};

/** Korean and English nouns, pairwise translations (places, seasons, people, things). */
const NOUNS: [string, string][] = [
  ['한강', 'Han River'],
  ['한옥', 'Hanok'],
  ['서울', 'Seoul'],
  ['부산', 'Busan'],
  ['제주', 'Jeju'],
  ['경주', 'Gyeongju'],
  ['전주', 'Jeonju'],
  ['인천', 'Incheon'],
  ['바다', 'Sea'],
  ['하늘', 'Sky'],
  ['달', 'Moon'],
  ['별', 'Star'],
  ['비', 'Rain'],
  ['눈', 'Snow'],
  ['바람', 'Wind'],
  ['꽃', 'Flower'],
  ['봄', 'Spring'],
  ['여름', 'Summer'],
  ['가을', 'Autumn'],
  ['겨울', 'Winter'],
  ['한여름', 'Midsummer'],
  ['한가위', 'Harvest Moon'],
  ['밤', 'Night'],
  ['새벽', 'Dawn'],
  ['아침', 'Morning'],
  ['저녁', 'Evening'],
  ['골목', 'Alley'],
  ['시장', 'Market'],
  ['기차', 'Train'],
  ['항구', 'Harbor'],
  ['섬', 'Island'],
  ['산', 'Mountain'],
  ['숲', 'Forest'],
  ['마을', 'Village'],
  ['도시', 'City'],
  ['학교', 'School'],
  ['식당', 'Diner'],
  ['편의점', 'Corner Store'],
  ['빨래방', 'Laundromat'],
  ['우체국', 'Post Office'],
  ['정류장', 'Bus Stop'],
  ['옥상', 'Rooftop'],
  ['다리', 'Bridge'],
  ['등대', 'Lighthouse'],
  ['고양이', 'Cat'],
  ['강아지', 'Puppy'],
  ['친구', 'Friend'],
  ['가족', 'Family'],
  ['어머니', 'Mother'],
  ['아버지', 'Father'],
  ['할머니', 'Grandmother'],
  ['동생', 'Little Sister'],
  ['이웃', 'Neighbor'],
  ['편지', 'Letter'],
  ['사진', 'Photograph'],
  ['노래', 'Song'],
  ['기억', 'Memory'],
  ['약속', 'Promise'],
  ['꿈', 'Dream'],
  ['여행', 'Journey'],
  ['불빛', 'Lights'],
  ['그림자', 'Shadow'],
  ['거울', 'Mirror'],
  ['우산', 'Umbrella'],
  ['자전거', 'Bicycle'],
  ['라디오', 'Radio'],
  ['영화관', 'Cinema'],
  ['서점', 'Bookshop'],
  ['빵집', 'Bakery'],
  ['축제', 'Festival'],
  ['결혼식', 'Wedding'],
  ['첫사랑', 'First Love'],
  ['택시', 'Taxi'],
  ['지하철', 'Subway'],
  ['종이학', 'Paper Crane'],
  ['가야금', 'Gayageum'],
  ['떡볶이', 'Tteokbokki'],
  ['김밥', 'Gimbap'],
];

/** Korean modifiers (adnominal forms) and their English adjectives. */
const MODIFIERS: [string, string][] = [
  ['마지막', 'Last'],
  ['작은', 'Little'],
  ['오래된', 'Old'],
  ['새로운', 'New'],
  ['조용한', 'Quiet'],
  ['따뜻한', 'Warm'],
  ['차가운', 'Cold'],
  ['푸른', 'Blue'],
  ['붉은', 'Red'],
  ['하얀', 'White'],
  ['잃어버린', 'Lost'],
  ['숨겨진', 'Hidden'],
  ['빛나는', 'Shining'],
  ['외로운', 'Lonely'],
  ['행복한', 'Happy'],
  ['슬픈', 'Sad'],
  ['이상한', 'Strange'],
  ['평범한', 'Ordinary'],
  ['먼', 'Distant'],
  ['느린', 'Slow'],
  ['위험한', 'Dangerous'],
  ['아름다운', 'Beautiful'],
  ['기묘한', 'Curious'],
  ['한밤의', 'Midnight'],
];

const COMMENTS: [string, string][] = [
  ['장면이 정말 좋았어요', 'Loved this scene'],
  ['음악이 오래 기억에 남아요', 'The music stays with me'],
  ['다음 화가 기다려져요', "Can't wait for the next episode"],
  ['배우들 연기가 자연스러워요', 'The acting feels so natural'],
  ['촬영지가 어디인지 궁금해요', 'Where was this filmed?'],
  ['두 번 봤는데 또 보고 싶어요', 'Watched it twice, want to watch again'],
];

/**
 * SQL helpers over the word arrays ($1..$4: nouns and modifiers in both languages). `pick(n, salt)`
 * is a word index from the row number `n`; 이/가, 을/를 and 와/과 follow the word's last syllable.
 */
const pick = (n: string, salt: number, size: number) =>
  `(1 + (abs(hashtext(${n}::text || ':${salt}')) % ${size}))`;
const hasBatchim = (word: string) =>
  `((ascii(right(${word}, 1)) - 44032) % 28 <> 0 and ascii(right(${word}, 1)) between 44032 and 55203)`;
const particle = (word: string, withBatchim: string, without: string) =>
  `case when ${hasBatchim(word)} then '${withBatchim}' else '${without}' end`;

const count = async (db: pg.Client, sql: string) =>
  Number((await db.query<{ n: string }>(sql)).rows[0]?.n ?? 0);

/** Loads the data set; answers what each step took (seconds), for the bench to print. */
export async function loadDataset(
  url: string,
  size: DatasetSize = FULL_SIZE,
  log: (line: string) => void = () => undefined,
) {
  const db = new pg.Client({ connectionString: url, application_name: 'dalbit-bench-dataset' });
  await db.connect();
  const took: Record<string, number> = {};
  const step = async (name: string, sql: string, values: unknown[] = []) => {
    const started = performance.now();
    const result = await db.query(sql, values);
    const seconds = (performance.now() - started) / 1000;
    took[name] = seconds;
    log(`  ${name}: ${result.rowCount ?? 0} rows in ${seconds.toFixed(1)} s`);
  };
  /**
   * Runs a bulk insert without the table's secondary indexes and builds them again after: one
   * GIN or B-tree build is many times faster than as many row-by-row insertions. Foreign keys
   * are not checked meanwhile (session_replication_role, superuser): the rows point at ids read
   * from the tables just before.
   */
  const bulk = async (name: string, table: string, sql: string, values: unknown[] = []) => {
    const { rows } = await db.query<{ name: string; def: string }>(
      `select i.relname as name, pg_get_indexdef(i.oid) as def from pg_index x
       join pg_class i on i.oid = x.indexrelid
       where x.indrelid = $1::regclass and not x.indisunique and not x.indisprimary`,
      [table],
    );
    for (const index of rows) await db.query(`drop index "${index.name}"`);
    await db.query(`set session_replication_role = replica`);
    try {
      await step(name, sql, values);
    } finally {
      await db.query(`set session_replication_role = origin`);
      const started = performance.now();
      for (const index of rows) await db.query(index.def);
      const seconds = (performance.now() - started) / 1000;
      took[`${name} indexes`] = seconds;
      log(`  ${name}: ${rows.length} indexes built in ${seconds.toFixed(1)} s`);
    }
  };
  const words = [
    NOUNS.map((w) => w[0]),
    NOUNS.map((w) => w[1]),
    MODIFIERS.map((w) => w[0]),
    MODIFIERS.map((w) => w[1]),
  ];
  const N = NOUNS.length;
  const M = MODIFIERS.length;
  try {
    if ((await count(db, `select count(*) as n from films where slug like 'bench-%'`)) > 0)
      throw new Error('the data set is already loaded in this database');
    const genres = await count(db, 'select count(*) as n from genres');
    if (genres === 0) throw new Error('seed the demo catalogue first (it brings the genres)');
    const renditions = (
      await db.query<{ r: string }>(
        `select renditions::text as r from videos where jsonb_array_length(renditions) > 0 limit 1`,
      )
    ).rows[0]?.r;
    if (!renditions) throw new Error('the demo catalogue has no ready video to copy');
    // Bulk work: the session may use more memory for the GIN index builds and sorts.
    await db.query(`set maintenance_work_mem = '256MB'`);
    await db.query(`set work_mem = '64MB'`);
    await db.query(`set synchronous_commit = off`);

    // Films: a title in one of four patterns, a two-sentence synopsis in each language.
    const nk = (salt: number) => `($1::text[])[${pick('i', salt, N)}]`;
    const ne = (salt: number) => `($2::text[])[${pick('i', salt, N)}]`;
    const mk = (salt: number) => `($3::text[])[${pick('i', salt, M)}]`;
    const me = (salt: number) => `($4::text[])[${pick('i', salt, M)}]`;
    await bulk(
      'films',
      'films',
      `insert into films (type, slug, title_kr, title_eng, synopsis_kr, synopsis_eng, age_rating,
         poster_domestic, poster_oversea, release_date, state, like_count, bookmark_count, created_at)
       select
         (array['web_series','short_movie','music_video'])[1 + i % 3],
         'bench-' || i,
         case i % 4
           when 0 then ${mk(1)} || ' ' || ${nk(2)}
           when 1 then ${nk(1)} || '의 ' || ${nk(2)}
           when 2 then ${nk(1)} || ${particle(nk(1), '과', '와')} || ' ' || ${nk(2)}
           else ${nk(1)} || '에서 온 ' || ${nk(2)} end,
         case i % 4
           when 0 then 'The ' || ${me(1)} || ' ' || ${ne(2)}
           when 1 then 'The ' || ${ne(2)} || ' of ' || ${ne(1)}
           when 2 then ${ne(1)} || ' and ' || ${ne(2)}
           else 'A ' || ${ne(2)} || ' from ' || ${ne(1)} end,
         ${mk(3)} || ' ' || ${nk(4)} || '에서 ' || ${nk(5)} || ${particle(nk(5), '을', '를')}
           || ' 찾는 ' || ${nk(6)} || '의 이야기. ' || ${nk(7)} || ${particle(nk(7), '이', '가')}
           || ' 모든 것을 바꾼다.',
         'The story of a ' || lower(${ne(6)}) || ' looking for the ' || lower(${me(3)}) || ' '
           || lower(${ne(5)}) || ' in the ' || lower(${ne(4)}) || '. ' || ${ne(7)}
           || ' changes everything.',
         (array['all','12','15','19'])[1 + i % 4],
         '/media/films/bench/poster.jpg', '/media/films/bench/poster.jpg',
         date '2006-01-01' + (abs(hashtext(i::text || ':d')) % 7300),
         'published',
         abs(hashtext(i::text || ':l')) % 500,
         abs(hashtext(i::text || ':b')) % 200,
         now() - (i || ' minutes')::interval
       from generate_series(1, ${size.films}) as i`,
      words,
    );
    await step(
      'film genres',
      `insert into film_genres (film_id, genre_id)
       select f.id, g.id from films f
       join lateral (select id from genres order by id
         offset abs(hashtext(f.id::text)) % ${genres} limit 1 + f.id % 2) g on true
       where f.slug like 'bench-%'`,
    );
    // Episodes: a series has 2-6, a short film or music video one; each one ready to play.
    await bulk(
      'episodes',
      'videos',
      `insert into videos (film_id, episode_number, title_kr, title_eng, duration_seconds,
         storage_prefix, renditions, thumbnail)
       select f.id, case when f.type = 'web_series' then e end,
         case when f.type = 'web_series' then e || '화' else '' end,
         case when f.type = 'web_series' then 'Episode ' || e else '' end,
         600 + abs(hashtext(f.id::text || ':' || e)) % 1800,
         'films/' || f.slug || '/v' || e, $1::jsonb, '/media/films/bench/thumb.jpg'
       from films f
       cross join lateral generate_series(1,
         case when f.type = 'web_series' then 2 + f.id % 5 else 1 end) as e
       where f.slug like 'bench-%'`,
      [renditions],
    );
    // Search's table (migration 0020): its triggers do not fire in this session (replica role),
    // so the bench films' rows come from the view the triggers write them from.
    await bulk(
      'film search',
      'film_search',
      `insert into film_search (film_id, title_kr, title_eng, title_choseong, body, release_date,
         listed_from)
       select s.film_id, s.title_kr, s.title_eng, s.title_choseong, s.body, s.release_date,
         s.listed_from
       from film_search_source s
       where not exists (select 1 from film_search f where f.film_id = s.film_id)`,
    );
    // And the films' own copy of when they are listed (migration 0022), from the same rows.
    await step(
      'films listed from',
      `update films f set listed_from = s.listed_from from film_search s
       where s.film_id = f.id and f.listed_from is distinct from s.listed_from`,
    );
    await step(
      'accounts',
      `insert into users (user_name, email, email_verified_at, language, created_at)
       select 'viewer' || i, 'viewer' || i || '@bench.example', now(),
         case when i % 3 = 0 then 'english' else 'korean' end, now() - (i || ' minutes')::interval
       from generate_series(1, ${size.accounts}) as i`,
    );
    const range = async (table: string, where: string) =>
      (
        await db.query<{ lo: string; hi: string }>(
          `select min(id)::text as lo, max(id)::text as hi from ${table} where ${where}`,
        )
      ).rows[0]!;
    const users = await range('users', `email like 'viewer%@bench.example'`);
    const films = await range('films', `slug like 'bench-%'`);
    const spread = (r: { lo: string; hi: string }, salt: string) =>
      `(${r.lo} + abs(hashtext(i::text || '${salt}')) % (${r.hi} - ${r.lo} + 1))`;
    // Comments: most on a few popular films (the square skews towards low offsets).
    await bulk(
      'comments',
      'comments',
      `insert into comments (film_id, user_id, body, created_at)
       select ${films.lo} + floor(power(abs(hashtext(i::text || ':f')) / 2147483648.0, 2)
           * (${films.hi} - ${films.lo} + 1))::bigint,
         ${spread(users, ':u')},
         case when i % 3 = 0 then ($2::text[])[1 + i % ${COMMENTS.length}]
           else ($1::text[])[1 + i % ${COMMENTS.length}] end,
         now() - (i || ' seconds')::interval
       from generate_series(1, ${size.comments}) as i`,
      [COMMENTS.map((c) => c[0]), COMMENTS.map((c) => c[1])],
    );
    // Projects: six in ten funding, two upcoming, two settled; each for one of the films.
    await step(
      'projects',
      `insert into projects (seed_key, film_id, title_kr, title_eng, summary_kr, summary_eng,
         creator_name_kr, creator_name_eng, image_domestic, image_oversea, goal_amount,
         starts_at, ends_at, state, outcome, settled_at)
       select 'bench-' || i, f.id,
         f.title_kr || ' ' || (array['시즌 2','극장판','특별판','제작기'])[1 + i % 4],
         f.title_eng || ': ' || (array['Season 2','The Movie','Special Edition','The Making Of'])[1 + i % 4],
         f.synopsis_kr, f.synopsis_eng, '달빛 스튜디오 ' || i, 'Dalbit Studio ' || i,
         '/media/films/bench/backdrop.jpg', '/media/films/bench/backdrop.jpg',
         (1 + i % 50) * 1000000,
         case when i % 10 < 6 then now() - interval '10 days'
              when i % 10 < 8 then now() + interval '10 days'
              else now() - interval '90 days' end,
         case when i % 10 < 6 then now() + interval '20 days'
              when i % 10 < 8 then now() + interval '40 days'
              else now() - interval '50 days' end,
         case when i % 10 < 6 then 'funding' when i % 10 < 8 then 'upcoming' else 'settled' end,
         case when i % 10 >= 8 then 'succeeded' end,
         case when i % 10 >= 8 then now() - interval '49 days' end
       from generate_series(1, ${size.projects}) as i
       join films f on f.slug = 'bench-' || (i * 97 % ${size.films} + 1)`,
    );
    await step(
      'rewards',
      `insert into project_products (project_id, name_kr, name_eng, price, estimated_delivery,
         needs_shipping, position)
       select p.id, (array['감사 편지','포스터','블루레이','시사회 초대'])[k],
         (array['Thank-you letter','Poster','Blu-ray','Premiere invitation'])[k],
         k * 15000, '2027-03', k > 1, k
       from projects p cross join generate_series(1, 4) as k
       where p.seed_key like 'bench-%'`,
    );
    const backed = (
      await db.query<{ id: string }>(
        `select id::text as id from projects
         where seed_key like 'bench-%' and state in ('funding', 'settled') order by id`,
      )
    ).rows.map((r) => r.id);
    await step(
      'pledges',
      `insert into pledges (user_id, project_id, status, amount, customer_key, billing_key,
         payment_provider, charged_at, created_at)
       select ${spread(users, ':pu')}, p.id,
         case when p.state = 'settled' then 'charged' else 'reserved' end,
         15000 * (1 + i % 4), 'bench-' || i, 'bench-billing-' || i, 'manual',
         case when p.state = 'settled' then p.ends_at end, p.starts_at + interval '1 day'
       from generate_series(1, ${size.pledges}) as i
       join projects p
         on p.id = ($1::bigint[])[1 + abs(hashtext(i::text || ':pp')) % ${backed.length}]`,
      [backed],
    );
    await step(
      'pledge rewards',
      `insert into pledge_items (pledge_id, product_id, price, quantity)
       select pl.id, pp.id, pp.price, 1 from pledges pl
       join project_products pp on pp.project_id = pl.project_id
         and pp.position = 1 + (pl.amount / 15000 - 1) % 4
       where pl.customer_key like 'bench-%'`,
    );
    await step(
      'project totals',
      `update projects p set pledged_amount = t.amount, backer_count = t.backers
       from (select project_id, sum(amount) as amount, count(distinct user_id) as backers
             from pledges where status in ('reserved', 'charged') group by project_id) t
       where t.project_id = p.id and p.seed_key like 'bench-%'`,
    );
    await step('analyze', 'vacuum analyze');
    return took;
  } finally {
    await db.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? process.env.BENCH_BIG_DATABASE_URL;
  if (!url) {
    console.error('usage: tsx bench/dataset.ts <postgres url of a migrated, seeded database>');
    process.exit(2);
  }
  const started = performance.now();
  await loadDataset(url, FULL_SIZE, console.log);
  console.log(`data set loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
