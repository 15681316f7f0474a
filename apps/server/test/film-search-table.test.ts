import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AdminFilmDetail, SearchResult } from '@dalbit/contract';
import { films, videos } from '../src/modules/films/films.table.js';
import { videoAssets } from '../src/modules/ingest/ingest.table.js';
import { createIngestRepository } from '../src/modules/ingest/ingest.repository.js';
import { createFilmsRepository } from '../src/modules/films/films.repository.js';
import { SEARCH_WINDOW } from '../src/modules/films/films.search.js';
import { choseongOf } from '../src/shared/choseong.js';
import { escapeLike } from '../src/shared/like.js';
import { isShortKey, searchMatchOf } from '../src/shared/search-match.js';
import { createTestApp, onPostgres, type TestApp } from './helpers.js';
import { aStaff, call, dataOf } from './admin-helpers.js';
import { aFilm } from './builders/films.js';
import { nounOf, titlesOf } from './support/search-vocabulary.js';

/**
 * `film_search` (migration 0020): the table search reads follows every write to films and their
 * videos, and search over it answers what a ranking of every match answered before it
 * (docs/performance.md#films-lists-and-search-at-scale). Runs on PGlite and on PostgreSQL.
 */

let t: TestApp;
let editor: string;
let clock = Date.parse('2026-11-25T03:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ CACHE_TTL_SECONDS: '0' }, { now: () => clock });
  editor = (await aStaff(t, 'editor')).token;
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = async <T>(query: SQL): Promise<T[]> => {
  const result = (await t.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
};

/**
 * Rows of film_search that differ from what film_search_source computes, both ways, and films
 * whose own listed_from (migration 0022, what the lists read) differs from it.
 */
const outOfSync = () =>
  rowsOf<{ film_id: string }>(sql`
    select film_id::text from (
      (select film_id, title_kr, title_eng, title_choseong, body, release_date, listed_from from film_search
       except select film_id, title_kr, title_eng, title_choseong, body, release_date, listed_from from film_search_source)
      union all
      (select film_id, title_kr, title_eng, title_choseong, body, release_date, listed_from from film_search_source
       except select film_id, title_kr, title_eng, title_choseong, body, release_date, listed_from from film_search)
      union all
      (select f.id, null, null, null, null, null, null from films f
       join film_search_source s on s.film_id = f.id
       where f.listed_from is distinct from s.listed_from)
    ) as differing`);

/** Resolves once a statement containing `text` waits on a lock, or once `statement` has ended. */
const lockWaited = async (statement: Promise<unknown>, text: string) => {
  let ended = false;
  void statement.then(
    () => (ended = true),
    () => (ended = true),
  );
  while (!ended) {
    const rows = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'
            and strpos(query, ${text}) > 0`,
    );
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/**
 * An episode's removal in the back office's order (catalogue.repository.ts, removeEpisode): the
 * film locked, then, once `release` is called, the video deleted. Resolves once the film is held.
 */
const removalHoldingFilm = async (filmId: bigint, videoId: bigint) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const filmLocked = new Promise<void>((resolve) => (locked = resolve));
  const removal = t.db.transaction(async (tx) => {
    await tx.execute(sql`select id from films where id = ${String(filmId)} for update`);
    locked();
    await held;
    await tx.delete(videos).where(eq(videos.id, videoId));
  });
  await filmLocked;
  return { removal, release };
};

/** Resolves once an `update "videos"` waits on a lock, or once `statement` has ended. */
const videoUpdateWaits = (statement: Promise<unknown>) => lockWaited(statement, 'update "videos"');

const searchIds = async (key: string) => {
  const res = await call(t, 'GET', `/search?key=${encodeURIComponent(key)}&kind=film&pageSize=100`);
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<SearchResult>(res).groups[0]!.items.map((f) => f._id);
};

describe('film_search follows films and their videos', () => {
  it('on create, edit, publication, a video made ready or removed, and delete', async () => {
    const created = await call(t, 'POST', '/admin/films', editor, {
      type: 'short_movie',
      title_kr: '물안개 정원',
      title_eng: 'Garden in the Mist',
    });
    expect(created.statusCode).toBe(201);
    const film = dataOf<AdminFilmDetail>(created);
    const id = film._id;
    expect(await outOfSync()).toEqual([]);
    // A draft whose one video has no ladder yet.
    expect(await searchIds('물안개')).toEqual([]);

    await call(t, 'PUT', `/admin/films/${id}/publication`, editor, { state: 'published' });
    expect(await searchIds('물안개')).toEqual([]);
    // The ingest publishes the ladder: the film is listed from then on.
    await t.db
      .update(videos)
      .set({ renditions: [{ height: 480, width: 854, bandwidth: 279_000 }] })
      .where(eq(videos.filmId, BigInt(id)));
    expect(await searchIds('물안개')).toEqual([id]);
    expect(await searchIds('안개')).toEqual([id]);
    expect(await outOfSync()).toEqual([]);

    const edited = await call(t, 'PUT', `/admin/films/${id}`, editor, {
      title_kr: '새벽 정원',
      title_eng: 'Dawn Garden',
      synopsis_kr: '이끼 낀 돌담 사이의 하루',
      synopsis_eng: 'A day between mossy stone walls',
      releaseDate: '2026-10-01',
      ageRating: 'all',
      genreIds: [],
      credits: [],
      posterDomestic: '',
      posterOversea: '',
      backdropDomestic: '',
      backdropOversea: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await searchIds('물안개')).toEqual([]);
    expect(await searchIds('새벽')).toEqual([id]);
    expect(await searchIds('mossy stone')).toEqual([id]);
    expect(await searchIds('이끼')).toEqual([id]);
    expect(await searchIds('ㅅㅂ ㅈㅇ')).toEqual([id]);
    expect(await outOfSync()).toEqual([]);

    await call(t, 'PUT', `/admin/films/${id}/publication`, editor, { state: 'unlisted' });
    expect(await searchIds('새벽')).toEqual([]);
    await call(t, 'PUT', `/admin/films/${id}/publication`, editor, {
      state: 'scheduled',
      publishAt: '2026-11-26T10:00:00+09:00',
    });
    expect(await searchIds('새벽')).toEqual([]);
    // Its time comes without a write.
    clock = Date.parse('2026-11-26T01:00:00Z');
    expect(await searchIds('새벽')).toEqual([id]);
    expect(await outOfSync()).toEqual([]);

    // Its only video goes: no longer listed.
    await t.db.delete(videos).where(eq(videos.filmId, BigInt(id)));
    expect(await searchIds('새벽')).toEqual([]);
    expect(await outOfSync()).toEqual([]);

    await t.db.delete(films).where(eq(films.id, BigInt(id)));
    expect(await rowsOf(sql`select 1 from film_search where film_id = ${id}`)).toEqual([]);
    expect(await outOfSync()).toEqual([]);
  });

  it('moves a video between films and ignores likes and bookmarks', async () => {
    const a = await aFilm(t.db, { titleKr: '종이배', titleEng: 'Paper Boat' });
    const b = await aFilm(t.db, { titleKr: '종이비행기', titleEng: 'Paper Plane', episodes: [] });
    expect(await searchIds('종이')).toEqual([String(a.film.id)]);
    await t.db.update(videos).set({ filmId: b.film.id }).where(eq(videos.id, a.videos[0]!.id));
    expect(await searchIds('종이')).toEqual([String(b.film.id)]);
    const before = await rowsOf<{ xmin: string }>(
      sql`select xmin::text from film_search where film_id = ${String(b.film.id)}`,
    );
    await t.db.update(films).set({ likeCount: 3, bookmarkCount: 2 }).where(eq(films.id, b.film.id));
    expect(
      await rowsOf(sql`select xmin::text from film_search where film_id = ${String(b.film.id)}`),
    ).toEqual(before);
    expect(await outOfSync()).toEqual([]);
  });

  // Two transactions at once need two connections: PostgreSQL only (PGlite has one).
  it.runIf(onPostgres)(
    'lists a film published while its ladder is published in another transaction',
    async () => {
      const { film, videos: made } = await aFilm(t.db, {
        titleKr: '동시 공개',
        state: 'draft',
        episodes: [{ renditions: [] }],
      });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let updated!: () => void;
      const publishedInTransaction = new Promise<void>((resolve) => (updated = resolve));
      const publication = t.db.transaction(async (tx) => {
        await tx.update(films).set({ state: 'published' }).where(eq(films.id, film.id));
        updated();
        await held;
      });
      await publishedInTransaction;
      // Once: a drizzle query runs again on every `then`.
      const ladder = t.db
        .update(videos)
        .set({ renditions: [{ height: 480, width: 854, bandwidth: 279_000 }] })
        .where(eq(videos.id, made[0]!.id))
        .then(() => undefined);
      // The ladder's statement waits for the publication's lock on the film (or, without it,
      // ends on its own): either way, then the publication commits.
      await Promise.race([ladder, videoUpdateWaits(ladder)]);
      release();
      await Promise.all([publication, ladder]);
      expect(await outOfSync()).toEqual([]);
      expect(await searchIds('동시')).toEqual([String(film.id)]);
    },
  );

  it.runIf(onPostgres)(
    'removes an episode while its ladder is published, without a deadlock',
    async () => {
      const { film, videos: made } = await aFilm(t.db, {
        titleKr: '교차 잠금',
        type: 'web_series',
        episodes: [{}, { renditions: [] }],
      });
      const second = made[1]!;
      const { removal, release } = await removalHoldingFilm(film.id, second.id);
      // The worker's order: the video, then (its trigger) the film's search row.
      const ladder = t.db.transaction(async (tx) => {
        await tx.execute(sql`select id from videos where id = ${String(second.id)} for update`);
        await tx
          .update(videos)
          .set({ renditions: [{ height: 480, width: 854, bandwidth: 279_000 }] })
          .where(eq(videos.id, second.id));
      });
      await videoUpdateWaits(ladder);
      release();
      await expect(Promise.all([removal, ladder])).resolves.toBeDefined();
      expect(await outOfSync()).toEqual([]);
    },
  );

  it.runIf(onPostgres)(
    "publishes a film's first ladder while one of its episodes is removed, without a deadlock",
    async () => {
      // No ready episode: the ladder makes the film listed, which its row records (0022).
      const { film, videos: made } = await aFilm(t.db, {
        titleKr: '첫 사다리',
        type: 'web_series',
        episodes: [{ renditions: [] }, { renditions: [] }],
      });
      const [first, second] = [made[0]!, made[1]!];
      const claim = 'bench-claim';
      const [asset] = await t.db
        .insert(videoAssets)
        .values({ videoId: first.id, status: 'processing', uploadId: `first-${first.id}`, claim })
        .returning();
      const { removal, release } = await removalHoldingFilm(film.id, second.id);
      // The worker publishes the first episode's ladder (ingest.repository.ts, publish).
      const published = createIngestRepository(t.db).publish(
        asset!.id,
        claim,
        {
          prefix: `films/first/${first.id}`,
          durationSeconds: 60,
          renditions: [{ height: 480, width: 854, bandwidth: 279_000 }],
          thumbnails: [],
          thumbnail: undefined,
          storyboardKey: null,
          retireUntil: new Date(clock),
        },
        new Date(clock),
      );
      await lockWaited(published, 'for no key update');
      release();
      await expect(Promise.all([removal, published])).resolves.toEqual([undefined, true]);
      expect(await outOfSync()).toEqual([]);
      expect(
        await rowsOf(
          sql`select 1 from films where id = ${String(film.id)} and listed_from is not null`,
        ),
      ).toHaveLength(1);
    },
  );
});

// A catalogue where a few keys match many films: titles from a small vocabulary, releases on a
// few dates (ties broken by id), some films unlisted.
const aCatalogue = async (size: number) => {
  for (let i = 0; i < size; i++) {
    const titles = titlesOf(i);
    const c = nounOf(i, 3);
    await aFilm(t.db, {
      titleKr: titles[0],
      titleEng: titles[1],
      synopsisKr: `${c[0]}에서 보낸 하루의 이야기`,
      synopsisEng: `A day in the ${c[1].toLowerCase()}`,
      releaseDate: `2026-0${1 + (i % 4)}-01`,
      ...(i % 11 === 5 ? { state: 'draft' as const } : {}),
      ...(i % 13 === 7 ? { episodes: [{ renditions: [] }] } : {}),
    });
  }
};

/** The ranking of every match as search did before film_search (migration 0017's films). */
const everyMatchRanked = async (key: string): Promise<string[]> => {
  const match = searchMatchOf(key);
  const listed = sql`(f.state = 'published' or (f.state = 'scheduled' and f.publish_at <= ${new Date(clock).toISOString()}::timestamptz))
    and exists (select 1 from videos v where v.film_id = f.id and jsonb_array_length(v.renditions) > 0)`;
  let where: SQL;
  let order: SQL;
  if (match.choseong) {
    const initials = choseongOf(key);
    where = sql`f.title_choseong like ${`%${escapeLike(initials)}%`}`;
    order = sql`1.0 / greatest(strpos(f.title_choseong, ${initials}), 1) desc`;
  } else if (isShortKey(key)) {
    const k = key.toLowerCase();
    where = sql`dalbit_grams(f.title_kr || ' ' || f.title_eng, f.synopsis_kr || ' ' || f.synopsis_eng) @> array[${k}]::text[]`;
    order = sql`greatest(1.0 / nullif(strpos(lower(f.title_kr), ${k}), 0), 1.0 / nullif(strpos(lower(f.title_eng), ${k}), 0), 0) desc`;
  } else {
    const p = `%${escapeLike(key.toLowerCase())}%`;
    const titleHit = sql`(f.title_kr ilike ${p} or f.title_eng ilike ${p})`;
    where = sql`(${titleHit} or lower(f.synopsis_kr || ' ' || f.synopsis_eng) like ${p})`;
    order = sql`case when ${titleHit} then 0 else 1 end, greatest(word_similarity(${key}, f.title_kr), word_similarity(${key}, f.title_eng)) desc`;
  }
  const rows = await rowsOf<{ id: string }>(
    sql`select f.id::text as id from films f where ${listed} and ${where}
        order by ${order}, f.release_date desc, f.id desc`,
  );
  return rows.map((r) => r.id);
};

describe('search over film_search', () => {
  beforeAll(async () => {
    await aCatalogue(120);
  });

  const KEYS = [
    '한',
    '한옥',
    '옥',
    '한옥의',
    'Hanok',
    'hanoks',
    'han',
    'the',
    'a',
    '하루',
    'ㅎㅇ',
    'ㅎ',
  ];

  it.each(KEYS)('pages %s as a ranking of every match would', async (key) => {
    const want = await everyMatchRanked(key);
    expect(want.length, 'the key should match films').toBeGreaterThan(0);
    // The first tier's window (counting 3 past the page so that it is tried), a window too
    // small for most pages, none, and one no probe finds enough title hits to try, so the page
    // is looked for among the title hits, newest first.
    const windowed = createFilmsRepository(t.db, () => clock, 3);
    const small = createFilmsRepository(t.db, () => clock, 3, {
      perFilm: 100,
      max: 10,
      count: 10,
      probe: 10,
    });
    const ranked = createFilmsRepository(t.db, () => clock, 3, {
      perFilm: 0,
      max: 0,
      count: 0,
      probe: 0,
    });
    const amongTitles = createFilmsRepository(t.db, () => clock, 3, {
      perFilm: 1,
      max: 1,
      count: 5000,
      probe: 500,
    });
    const shipped = createFilmsRepository(t.db, () => clock);
    const size = 7;
    for (let offset = 0; offset <= want.length + size; offset += size) {
      const expected = want.slice(offset, offset + size);
      for (const films of [windowed, small, ranked, amongTitles, shipped]) {
        const page = await films.search(searchMatchOf(key), size, offset);
        expect(
          page.rows.map((r) => String(r.id)),
          `${key} at ${offset}`,
        ).toEqual(expected);
      }
      const counted = await shipped.search(searchMatchOf(key), size, offset);
      expect(counted).toMatchObject({ total: want.length, capped: false });
    }
  });

  // A key's title hits among the newest films are counted first, when a probe of the newest
  // finds them frequent enough (films.search.ts): enough of them, a window too small to hold
  // enough, a probe that finds too few, or none counted that way give the same totals. So do
  // the title hits read for the page when the probe sends it among them (a first tier's window
  // of one film, which no probe finds dense enough).
  it.each([
    ['한', 5000, 500, 5000],
    ['한', 5000, 1, 5000],
    ['한', 4, 500, 5000],
    ['한', 0, 500, 5000],
    ['한', 5000, 500, 1],
    ['the', 5000, 500, 5000],
    ['the', 0, 500, 5000],
    ['the', 5000, 500, 1],
  ])(
    'counts %s past the page and says when the total is a lower bound (title count window %i, probe %i, first tier window %i)',
    async (key, count, probe, max) => {
      const want = await everyMatchRanked(key);
      expect(want.length).toBeGreaterThan(10);
      const films = createFilmsRepository(t.db, () => clock, 3, {
        ...SEARCH_WINDOW,
        ...(max < SEARCH_WINDOW.max ? { perFilm: max, max } : {}),
        count,
        probe,
      });
      const at = (offset: number) => films.search(searchMatchOf(key), 5, offset);
      expect(await at(0)).toMatchObject({ total: 3, capped: true });
      expect(await at(5)).toMatchObject({ total: 8, capped: true });
      expect(await at(want.length - 2)).toMatchObject({ total: want.length, capped: false });
      const past = await at(want.length + 4);
      expect(past).toMatchObject({ rows: [], total: want.length, capped: false });
    },
  );
});
