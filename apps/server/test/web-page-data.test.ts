import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { FilmDetail, FilmListQuery, FilmSummary, Page, ProjectDetail } from '@dalbit/contract';
import {
  EVENTS_FIRST_READ,
  featuredFilmOf,
  newestEventOf,
  pageDataBlock,
  PAGE_DATA_BLOCK_ID,
  readOncePerRequest,
  STREAMING_HERO_READ,
} from '../src/modules/web/page-data.js';
import { aStaff, call } from './admin-helpers.js';
import { anEvent } from './builders/events.js';
import { createTestApp, type TestApp } from './helpers.js';
import { api, bearer } from './accounts-helpers.js';
import { aProject } from './builders/crowdfunding.js';
import { aFilm } from './builders/films.js';
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

/** The page's data block: where it points and its text as written, or undefined. */
const blockOf = (html: string) => {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_BLOCK_ID}" data-api="([^"]*)">([\\s\\S]*?)</script>`,
  ).exec(html);
  // The attribute as a browser reads it (escapeHtml writes `&` as `&#38;`).
  const api = match?.[1]?.replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(+code));
  return match ? { api: api!, text: match[2]! } : undefined;
};

/** The block's text as the API writes it: `<` is the one character escaped (as `\u003c`). */
const asApi = (text: string) => text.replaceAll('\\u003c', '<');

describe('the data block of a film page', () => {
  it("carries a visitor's answer of the film, byte for byte the API's", async () => {
    const { film } = await aFilm(t.db, { titleEng: 'Blue Hour' });
    const html = (await page(`/detail-film/${film.id}`)).body;
    const block = blockOf(html);
    expect(block?.api).toBe(`/films/${film.id}`);
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

  it('is left out for a missing, unpublished or malformed film', async () => {
    const { film: draft } = await aFilm(t.db, { state: 'draft' });
    for (const path of [`/detail-film/${draft.id}`, '/detail-film/999999999', '/detail-film/x1']) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(blockOf(res.body), path).toBeUndefined();
    }
  });

  it('is on no other page', async () => {
    await aFilm(t.db);
    for (const path of ['/', '/home', '/crowdfunding', '/detail-film', '/events/3', '/search'])
      expect(blockOf((await page(path)).body), path).toBeUndefined();
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
      const block = blockOf((await page(path)).body);
      expect(block?.api, path).toBe(read);
      expect(asApi(block!.text), path).toBe((await api(t).get(read)).body);
    }
    const { data } = JSON.parse(blockOf((await page('/streaming')).body)!.text) as {
      data: Page<FilmSummary>;
    };
    expect(data.items.map((film) => film.title_eng)).toContain('Featured </script>');
  });

  it("is left out of /events' later pages (the web reads another page)", async () => {
    expect(blockOf((await page('/events?page=2')).body)).toBeUndefined();
  });

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

  it('is left out for a project visitors may not see', async () => {
    const draft = await aProject(t.db, {
      startsInDays: 3,
      endsInDays: 30,
      goal: 1_000_000,
      state: 'draft',
    });
    expect(blockOf((await page(`/crowdfunding/${draft.id}`)).body)).toBeUndefined();
    expect(blockOf((await page('/crowdfunding/999999999')).body)).toBeUndefined();
  });
});

describe('pageDataBlock', () => {
  const unused = {
    filmPage: () => Promise.reject(new Error('unused')),
    projectPage: () => Promise.reject(new Error('unused')),
    filmList: () => Promise.reject(new Error('unused')),
    eventList: () => Promise.reject(new Error('unused')),
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
    const reads = readOncePerRequest({ ...unused, filmList, eventList });
    await pageDataBlock(new URL('http://localhost/streaming'), reads, log());
    await pageDataBlock(new URL('http://localhost/events'), reads, log());
    expect(await featuredFilmOf(reads)).toBe(film);
    expect(await newestEventOf(reads)).toBe(event);
    expect(filmList).toHaveBeenCalledTimes(1);
    expect(filmList).toHaveBeenCalledWith(
      expect.objectContaining({ rail: 'hero', sort: 'popular', page: 1, pageSize: 20 }),
    );
    expect(eventList.mock.calls).toEqual([[1, 12]]);
    // Another list (another query) is its own read.
    await reads.filmList({ ...filmList.mock.calls[0]![0], pageSize: 1 });
    expect(filmList).toHaveBeenCalledTimes(2);
  });
});
