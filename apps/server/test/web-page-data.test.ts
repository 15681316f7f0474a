import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type {
  FilmDetail,
  FilmListQuery,
  FilmSummary,
  LinkedCampaign,
  LinkedFilm,
  Page,
  Playback,
  ProjectDetail,
  ProjectSummary,
} from '@dalbit/contract';
import {
  EVENTS_FIRST_READ,
  featuredFilmOf,
  GENRES_READ,
  HOME_RAIL_READ,
  HOT_SEARCH_READ,
  LATEST_EVENTS_READ,
  newestEventOf,
  NEXT_UP_READ,
  STREAMING_HERO_READ,
} from '../src/modules/web/page-reads.js';
import {
  pageDataBlock,
  PAGE_DATA_BLOCK_CLASS,
  readOncePerRequest,
} from '../src/modules/web/page-data.js';
import { aStaff, call } from './admin-helpers.js';
import { anEvent } from './builders/events.js';
import { createTestApp, type TestApp } from './helpers.js';
import { api, bearer } from './accounts-helpers.js';
import { aProject } from './builders/crowdfunding.js';
import { aFilm, aGenre } from './builders/films.js';
import { send } from './films-helpers.js';
import { aSignedInUser } from './builders/accounts.js';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Dalbit</title><!--app-head--><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'dalbit-web-data-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), INDEX);
  t = await createTestApp({ WEB_DIST_DIR: web, SITE_NAME: 'Dalbit' });
});
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

/** The page's data blocks: where each points and its text as written. */
const blocksOf = (html: string) =>
  [
    ...html.matchAll(
      new RegExp(
        `<script type="application/json" class="${PAGE_DATA_BLOCK_CLASS}" data-api="([^"]*)"( data-shared)?>([\\s\\S]*?)</script>`,
        'g',
      ),
    ),
  ].map((match) => ({
    // The attribute as a browser reads it (escapeHtml writes `&` as `&#38;`).
    api: match[1]!.replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(+code)),
    /** The answer is everyone's: a signed-in viewer's web uses it too. */
    shared: match[2] !== undefined,
    text: match[3]!,
  }));

/** The page's block for `api`, or its only block; undefined when there is none. */
const blockOf = (html: string, api?: string) => {
  const blocks = blocksOf(html);
  return api ? blocks.find((block) => block.api === api) : blocks[0];
};

/** Staff link a film to a project (watch-to-fund): its page and the film's then name each other. */
const linkFilm = async (projectId: string, filmId: bigint, kind: 'next_season' | 'sequel') => {
  const editor = (await aStaff(t, 'editor')).token;
  const link = { filmId: String(filmId), kind };
  const res = await call(
    t,
    'PUT',
    `/admin/crowdfunding/projects/${projectId}/film-link`,
    editor,
    link,
  );
  expect(res.statusCode).toBe(200);
};

/** The block's text as the API writes it: `<` is the one character escaped (as `\u003c`). */
const asApi = (text: string) => text.replaceAll('\\u003c', '<');

describe('the data block of a film page', () => {
  it("carries a visitor's answer of the film, byte for byte the API's", async () => {
    const { film } = await aFilm(t.db, { titleEng: 'Blue Hour' });
    const html = (await page(`/detail-film/${film.id}`)).body;
    const block = blockOf(html);
    expect(block?.api).toBe(`/films/${film.id}`);
    // A film page's answer has a viewer part: the block is a visitor's, for visitors only.
    expect(block?.shared).toBe(false);
    const answer = await api(t).get(`/films/${film.id}`);
    expect(asApi(block!.text)).toBe(answer.body);
    const { data } = JSON.parse(block!.text) as { data: FilmDetail };
    expect(data).toMatchObject({ _id: String(film.id), title_eng: 'Blue Hour', viewer: null });
    // Data only: the page still runs exactly one script.
    expect(html.match(/<script(?! type="application\/json")/g)).toHaveLength(1);
  });

  it("never carries a signed-in viewer's own state, whoever asks for the page", async () => {
    const { film } = await aFilm(t.db);
    const alice = (await aSignedInUser(t.db)).token;
    for (const what of ['like', 'bookmark'])
      expect((await send(t, 'POST', `/films/${film.id}/${what}`, alice)).statusCode).toBe(200);
    const own = (await api(t).get(`/films/${film.id}`, alice)).json() as { data: FilmDetail };
    expect(own.data.viewer).toMatchObject({ liked: true, bookmarked: true });

    // A visitor, and the page asked with Alice's token (a page request never carries it, but
    // if one did): the same visitor's answer, with the public counts and no viewer part.
    for (const headers of [{}, bearer(alice)]) {
      const block = blockOf((await page(`/detail-film/${film.id}`, headers)).body);
      const { data } = JSON.parse(block!.text) as { data: FilmDetail };
      expect(data.viewer).toBeNull();
      expect(data.likeCount).toBe(own.data.likeCount);
      expect(asApi(block!.text)).toBe((await api(t).get(`/films/${film.id}`)).body);
    }
  });

  it('escapes the answer so no text can end the block', async () => {
    const title = '</script><script>alert(1)</script><!-- 달빛 & "moon"';
    const { film } = await aFilm(t.db, { titleEng: title, synopsisEng: '</SCRIPT >x' });
    const html = (await page(`/detail-film/${film.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('</SCRIPT >x');
    expect(html).not.toContain('<!-- 달빛');
    expect(blockOf(html)!.text).not.toContain('<');
    const { data } = JSON.parse(blockOf(html)!.text) as { data: FilmDetail };
    expect(data.title_eng).toBe(title);
    expect(data.synopsis_eng).toBe('</SCRIPT >x');
  });

  it("carries the film's campaigns and the playback of the video it opens, as the API answers them", async () => {
    const { film, videos } = await aFilm(t.db, { type: 'web_series' });
    const [first, second] = videos.map((video) => String(video.id));
    const project = await aProject(t.db, { startsInDays: -1, endsInDays: 10, goal: 100_000 });
    await linkFilm(project.id, film.id, 'next_season');
    // A viewer who left off in the second episode: their place is theirs, not the page's.
    const alice = (await aSignedInUser(t.db)).token;
    const saved = await send(t, 'PUT', `/films/videos/${second}/progress`, alice, {
      positionSeconds: 42,
      durationSeconds: 600,
    });
    expect(saved.statusCode).toBe(200);

    for (const [path, opens] of [
      [`/detail-film/${film.id}`, first],
      [`/detail-film/${film.id}?v=${second}`, second],
      // A video of another film (or none): the page opens its first, as the web does.
      [`/detail-film/${film.id}?v=999999`, first],
    ] as const) {
      const blocks = blocksOf((await page(path, bearer(alice))).body);
      expect(
        blocks.map((block) => [block.api, block.shared]),
        path,
      ).toEqual([
        [`/films/${film.id}`, false],
        [`/films/${film.id}/campaigns`, true],
        [`/films/videos/${opens}/playback`, false],
      ]);
      for (const block of blocks)
        expect(asApi(block.text), block.api).toBe((await api(t).get(block.api)).body);
      const playback = JSON.parse(blocks[2]!.text) as { data: Playback };
      expect(playback.data).toMatchObject({ videoId: opens, resumeSeconds: 0 });
    }
    const campaigns = blockOf(
      (await page(`/detail-film/${film.id}`)).body,
      `/films/${film.id}/campaigns`,
    );
    const { data } = JSON.parse(campaigns!.text) as { data: LinkedCampaign[] };
    expect(data).toEqual([expect.objectContaining({ projectId: project.id, kind: 'next_season' })]);
  });

  it('carries no playback for a film without a video', async () => {
    const { film } = await aFilm(t.db, { type: 'web_series', episodes: [] });
    const blocks = blocksOf((await page(`/detail-film/${film.id}`)).body);
    expect(blocks.map((block) => block.api)).toEqual([
      `/films/${film.id}`,
      `/films/${film.id}/campaigns`,
    ]);
    expect(JSON.parse(blocks[1]!.text)).toEqual({ data: [] });
  });

  it('is left out for a missing, unpublished or malformed film, with all its reads', async () => {
    const { film: draft } = await aFilm(t.db, { state: 'draft' });
    for (const path of [`/detail-film/${draft.id}`, '/detail-film/999999999', '/detail-film/x1']) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(blocksOf(res.body), path).toEqual([]);
    }
  });

  it('is on no other page', async () => {
    await aFilm(t.db);
    for (const path of ['/detail-film', '/events/3', '/search', '/my-page', '/crowdfunding/new'])
      expect(blocksOf((await page(path)).body), path).toEqual([]);
  });
});

describe('the data block of a list page', () => {
  it("carries /streaming's hero rail and /events' first page, as the API answers them", async () => {
    await aFilm(t.db, { titleEng: 'Featured </script>' });
    await anEvent(t.db, { titleEng: 'Premiere' });
    for (const [path, read] of [
      ['/streaming', STREAMING_HERO_READ],
      ['/events', EVENTS_FIRST_READ],
      ['/events?page=1', EVENTS_FIRST_READ],
    ] as const) {
      const block = blockOf((await page(path)).body, read);
      expect(block?.api, path).toBe(read);
      expect(asApi(block!.text), path).toBe((await api(t).get(read)).body);
    }
    const hero = blockOf((await page('/streaming')).body, STREAMING_HERO_READ)!;
    const { data } = JSON.parse(hero.text) as { data: Page<FilmSummary> };
    expect(data.items.map((film) => film.title_eng)).toContain('Featured </script>');
  });

  it("carries the landing page's and /home's reads that are the same for everyone", () =>
    withUncachedApp(homePagesCarryTheirReads));

  it("is left out of /events' later pages (the web reads another page)", async () => {
    expect(blocksOf((await page('/events?page=2')).body)).toEqual([]);
  });

  it('carries every read /streaming makes as it opens, each as the API answers it', () =>
    withUncachedApp(streamingCarriesItsReads));

  it("follows a change: the kept page's block is the new answer", async () => {
    const before = blockOf((await page('/events')).body)!.text;
    const admin = (await aStaff(t, 'admin')).token;
    const created = await call(t, 'POST', '/admin/events', admin, {
      type: 'notice',
      title_kr: '새 소식',
      title_eng: 'Fresh news',
      summary_kr: '',
      summary_eng: '',
      content_kr: '',
      content_eng: '',
      imageDomestic: '',
      imageOversea: '',
      startsAt: null,
      endsAt: null,
    });
    const { _id } = (created.json() as { data: { _id: string } }).data;
    const published = await call(t, 'PUT', `/admin/events/${_id}/publication`, admin, {
      publishedAt: new Date().toISOString(),
    });
    expect(published.statusCode).toBe(200);
    const after = blockOf((await page('/events')).body)!.text;
    expect(after).not.toBe(before);
    expect(asApi(after)).toBe((await api(t).get(EVENTS_FIRST_READ)).body);
  });
});

/**
 * A check on an app of its own with the read cache off: its rows are written past the services,
 * so a kept answer of an earlier test would not know them.
 */
const withUncachedApp = async (check: (app: TestApp) => Promise<void>) => {
  const fresh = await createTestApp({ WEB_DIST_DIR: web, CACHE_TTL_SECONDS: '0' });
  try {
    await check(fresh);
  } finally {
    await fresh.close();
  }
};

const homePagesCarryTheirReads = async (t: TestApp) => {
  const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
  await anEvent(t.db, { titleEng: 'Opening night' });
  const landing = blocksOf((await page('/')).body);
  expect(landing.map((block) => block.api)).toEqual([LATEST_EVENTS_READ]);
  const home = blocksOf((await page('/home')).body);
  // Its funding projects and continue watching have a viewer part: those ask the API.
  expect(home.map((block) => block.api)).toEqual([
    HOME_RAIL_READ,
    LATEST_EVENTS_READ,
    HOT_SEARCH_READ,
  ]);
  for (const block of [...landing, ...home]) {
    expect(block.shared, block.api).toBe(true);
    expect(asApi(block.text), block.api).toBe((await api(t).get(block.api)).body);
  }
  const { data } = JSON.parse(landing[0]!.text) as { data: Page<{ title_eng: string }> };
  expect(data.items.map((event) => event.title_eng)).toContain('Opening night');
};

const streamingCarriesItsReads = async (t: TestApp) => {
  const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
  const noir = await aGenre(t.db, 'rail-noir', ['누아르', 'Noir']);
  await aFilm(t.db, { type: 'short_movie', titleEng: 'Rail film', genres: [noir] });
  const genre = noir.slug;
  const rail = (type: string, genreSlug?: string) =>
    `/films?type=${type}${genreSlug ? `&genre=${genreSlug}` : ''}&sort=latest&rail=streaming_${type}&page=1&pageSize=20`;
  const reads = [
    STREAMING_HERO_READ,
    rail('web_series'),
    rail('short_movie'),
    rail('music_video'),
    GENRES_READ,
    NEXT_UP_READ,
  ];
  const blocks = blocksOf((await page('/streaming')).body);
  expect(blocks.map((block) => block.api)).toEqual(reads);
  for (const block of blocks)
    expect(asApi(block.text), block.api).toBe((await api(t).get(block.api)).body);
  const shorts = JSON.parse(
    blockOf((await page('/streaming')).body, rail('short_movie'))!.text,
  ) as {
    data: Page<FilmSummary>;
  };
  expect(shorts.data.items.map((item) => item.title_eng)).toContain('Rail film');

  // A genre picked in the address: its rails, as the web asks for them.
  const picked = blocksOf((await page(`/streaming?genre=${genre}`)).body);
  expect(picked.map((block) => block.api)).toEqual([
    STREAMING_HERO_READ,
    rail('web_series', genre),
    rail('short_movie', genre),
    rail('music_video', genre),
    GENRES_READ,
    NEXT_UP_READ,
  ]);
  for (const block of picked)
    expect(asApi(block.text), block.api).toBe((await api(t).get(block.api)).body);

  // A genre the API refuses (over 40 characters): no rails, the rest as before.
  const refused = blocksOf((await page(`/streaming?genre=${'x'.repeat(41)}`)).body);
  expect(refused.map((block) => block.api)).toEqual([
    STREAMING_HERO_READ,
    GENRES_READ,
    NEXT_UP_READ,
  ]);
};

describe('the data block of a project page', () => {
  it("carries a visitor's answer, without a voter's vote or a backer's pledges", async () => {
    const project = await aProject(t.db, { startsInDays: 3, endsInDays: 30, goal: 1_000_000 });
    const bob = (await aSignedInUser(t.db)).token;
    expect(
      (await send(t, 'POST', `/crowdfunding/projects/${project.id}/vote`, bob)).statusCode,
    ).toBe(200);
    const own = (await api(t).get(`/crowdfunding/projects/${project.id}`, bob)).json() as {
      data: ProjectDetail;
    };
    expect(own.data.viewerVoted).toBe(true);
    expect(own.data.viewerPledges).toEqual([]);

    for (const headers of [{}, bearer(bob)]) {
      const block = blockOf((await page(`/crowdfunding/${project.id}`, headers)).body);
      expect(block?.api).toBe(`/crowdfunding/projects/${project.id}`);
      expect(asApi(block!.text)).toBe(
        (await api(t).get(`/crowdfunding/projects/${project.id}`)).body,
      );
      const { data } = JSON.parse(block!.text) as { data: ProjectDetail };
      expect(data).toMatchObject({ _id: project.id, viewerVoted: false, viewerPledges: null });
      expect(data.voteCount).toBe(own.data.voteCount);
    }
  });

  it('carries the film the project continues, or null, for everyone', async () => {
    const { film, videos } = await aFilm(t.db, { type: 'web_series' });
    const project = await aProject(t.db, { startsInDays: -1, endsInDays: 10, goal: 100_000 });
    const filmPath = `/crowdfunding/projects/${project.id}/film`;
    const unlinked = blockOf((await page(`/crowdfunding/${project.id}`)).body, filmPath);
    expect(unlinked?.shared).toBe(true);
    expect(JSON.parse(unlinked!.text)).toEqual({ data: null });
    expect(asApi(unlinked!.text)).toBe((await api(t).get(filmPath)).body);

    await linkFilm(project.id, film.id, 'sequel');
    const blocks = blocksOf((await page(`/crowdfunding/${project.id}`)).body);
    expect(blocks.map((block) => block.api)).toEqual([
      `/crowdfunding/projects/${project.id}`,
      filmPath,
    ]);
    expect(asApi(blocks[1]!.text)).toBe((await api(t).get(filmPath)).body);
    const { data } = JSON.parse(blocks[1]!.text) as { data: LinkedFilm };
    expect(data).toMatchObject({ filmId: String(film.id), firstVideoId: String(videos[0]!.id) });
  });

  it('is left out for a project visitors may not see, with all its reads', async () => {
    const draft = await aProject(t.db, {
      startsInDays: 3,
      endsInDays: 30,
      goal: 1_000_000,
      state: 'draft',
    });
    expect(blocksOf((await page(`/crowdfunding/${draft.id}`)).body)).toEqual([]);
    expect(blocksOf((await page('/crowdfunding/999999999')).body)).toEqual([]);
  });
});

describe('the data block of /crowdfunding', () => {
  it("carries a visitor's first page of the tab in the address, as the API answers it", () =>
    withUncachedApp(async (t) => {
      const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
      const funding = await aProject(t.db, { startsInDays: -1, endsInDays: 10, goal: 100_000 });
      const soon = await aProject(t.db, { startsInDays: 3, endsInDays: 30, goal: 100_000 });
      const list = (status: string) => `/crowdfunding/projects?status=${status}&page=1&pageSize=9`;
      for (const [path, read, has] of [
        ['/crowdfunding', list('funding'), funding.id],
        ['/crowdfunding?page=1', list('funding'), funding.id],
        ['/crowdfunding?tab=upcoming', list('upcoming'), soon.id],
        ['/crowdfunding?tab=nope', list('funding'), funding.id],
        ['/crowdfunding?tab=ended', list('ended'), undefined],
      ] as const) {
        const blocks = blocksOf((await page(path)).body);
        expect(
          blocks.map((block) => [block.api, block.shared]),
          path,
        ).toEqual([[read, false]]);
        expect(asApi(blocks[0]!.text), path).toBe((await api(t).get(read)).body);
        const { data } = JSON.parse(blocks[0]!.text) as { data: Page<ProjectSummary> };
        if (has)
          expect(
            data.items.map((item) => item._id),
            path,
          ).toContain(has);
        // A visitor's answer: no vote of anyone's.
        expect(
          data.items.every((item) => !item.viewerVoted),
          path,
        ).toBe(true);
      }
      // A later page is another read: the web asks for it.
      expect(blocksOf((await page('/crowdfunding?page=2')).body)).toEqual([]);
    }));
});

describe('pageDataBlock', () => {
  const unused = {
    filmPage: () => Promise.reject(new Error('unused')),
    projectPage: () => Promise.reject(new Error('unused')),
    filmList: () => Promise.reject(new Error('unused')),
    eventList: () => Promise.reject(new Error('unused')),
    genres: () => Promise.reject(new Error('unused')),
    nextUp: () => Promise.reject(new Error('unused')),
    hotSearch: () => Promise.reject(new Error('unused')),
    filmCampaigns: () => Promise.reject(new Error('unused')),
    playback: () => Promise.reject(new Error('unused')),
    projectList: () => Promise.reject(new Error('unused')),
    projectFilm: () => Promise.reject(new Error('unused')),
  };
  const log = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: typeof vi.fn };

  it('writes nothing, and logs, for an answer that does not fit the API schema', async () => {
    const logger = log();
    const sources = {
      ...unused,
      filmPage: () => Promise.resolve({ _id: '5', title_eng: 'half a film' } as never),
    };
    expect(await pageDataBlock(new URL('http://x/detail-film/5'), sources, logger)).toBe('');
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('writes nothing, and logs, when the answer could not be read', async () => {
    const logger = log();
    const sources = { ...unused, projectPage: () => Promise.reject(new Error('database down')) };
    expect(await pageDataBlock(new URL('http://x/crowdfunding/5'), sources, logger)).toBe('');
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it("reads a film's or a project's page once per request, for its tags and its block alike", async () => {
    const filmPage = vi.fn((id: string) => Promise.resolve({ _id: id } as never));
    const projectPage = vi.fn(() => Promise.reject(new Error('database down')));
    const reads = readOncePerRequest({ ...unused, filmPage, projectPage });
    expect(await reads.filmPage('5')).toEqual({ _id: '5' });
    expect(await reads.filmPage('5')).toEqual({ _id: '5' });
    expect(await reads.filmPage('6')).toEqual({ _id: '6' });
    expect(filmPage.mock.calls).toEqual([['5'], ['6']]);
    await expect(reads.projectPage('7')).rejects.toThrow('database down');
    await expect(reads.projectPage('7')).rejects.toThrow('database down');
    expect(projectPage).toHaveBeenCalledTimes(1);
    // The next request reads afresh.
    await readOncePerRequest({ ...unused, filmPage, projectPage }).filmPage('5');
    expect(filmPage).toHaveBeenCalledTimes(3);
  });

  it("reads /streaming's hero rail and /events' first page once, for the block and the preloaded picture", async () => {
    const film = { _id: '9' };
    const event = { _id: '4' };
    const filmList = vi.fn((_query: FilmListQuery) =>
      Promise.resolve({ items: [film, { _id: '8' }] } as never),
    );
    const eventList = vi.fn(() => Promise.resolve({ items: [event] } as never));
    const genres = vi.fn(() => Promise.resolve([]));
    const nextUp = vi.fn(() => Promise.resolve([]));
    const reads = readOncePerRequest({ ...unused, filmList, eventList, genres, nextUp });
    await pageDataBlock(new URL('http://localhost/streaming'), reads, log());
    await pageDataBlock(new URL('http://localhost/events'), reads, log());
    expect(await featuredFilmOf(reads)).toBe(film);
    expect(await newestEventOf(reads)).toBe(event);
    // The hero rail once (for its block and the preloaded backdrop), and each type's rail.
    const heroReads = filmList.mock.calls.filter(([query]) => query.rail === 'hero');
    expect(heroReads).toEqual([
      [expect.objectContaining({ rail: 'hero', sort: 'popular', page: 1, pageSize: 20 })],
    ]);
    expect(filmList.mock.calls.map(([query]) => query.rail)).toEqual([
      'hero',
      'streaming_web_series',
      'streaming_short_movie',
      'streaming_music_video',
    ]);
    expect(genres).toHaveBeenCalledTimes(1);
    expect(nextUp).toHaveBeenCalledTimes(1);
    expect(eventList.mock.calls).toEqual([[1, 12]]);
    // Another list (another query) is its own read.
    await reads.filmList({ ...heroReads[0]![0], pageSize: 1 });
    expect(filmList).toHaveBeenCalledTimes(5);
  });

  it("writes the blocks that could be read when one of the page's reads fails", async () => {
    const logger = log();
    const sources = {
      ...unused,
      filmList: () =>
        Promise.resolve({ items: [], page: 1, pageSize: 20, total: 0, totalPages: 0 } as never),
      genres: () => Promise.reject(new Error('database down')),
      nextUp: () => Promise.resolve([]),
    };
    const html = await pageDataBlock(new URL('http://x/streaming'), sources, logger);
    expect(blocksOf(html).map((block) => block.api)).not.toContain(GENRES_READ);
    expect(blocksOf(html).map((block) => block.api)).toContain(NEXT_UP_READ);
    expect(blocksOf(html)).toHaveLength(5);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
