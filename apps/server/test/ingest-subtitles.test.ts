import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playback, VideoMedia } from '@dalbit/contract';
import { createTestApp, envelopeOf, hangul, type TestApp } from './helpers.js';
import { aSignedInUser } from './builders/accounts.js';
import { aFilm } from './builders/films.js';

let t: TestApp;
let staff: string;
let plain: string;
let videoId: string;

const SRT = `1
00:00:01,000 --> 00:00:03,000
안녕하세요, 달빛입니다.

2
00:00:03,500 --> 00:00:05,000
똠방각하
`;

const put = (lang: string, body: Buffer | string, type = 'application/x-subrip', token = staff) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/videos/${videoId}/subtitles/${lang}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': type, 'accept-language': 'kr' },
    payload: body,
  });

const playback = async () =>
  (
    JSON.parse((await t.app.inject({ url: `/api/films/videos/${videoId}/playback` })).body) as {
      data: Playback;
    }
  ).data;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await aSignedInUser(t.db, { role: 'admin' })).token;
  plain = (await aSignedInUser(t.db)).token;
  const { videos } = await aFilm(t.db, { episodes: [{ subtitles: [] }] });
  videoId = String(videos[0]!.id);
});
afterAll(async () => {
  await t?.close();
});

describe('subtitle uploads', () => {
  it('converts a CP949 SRT file to UTF-8 WebVTT and lists it in the player', async () => {
    const res = await put('ko', iconv.encode(SRT, 'cp949'));
    expect(res.statusCode).toBe(201);
    const { data } = JSON.parse(res.body) as {
      data: { track: { lang: string; label: string; url: string }; cues: number; encoding: string };
    };
    expect(data).toMatchObject({
      cues: 2,
      encoding: 'euc-kr',
      track: { lang: 'ko', label: '한국어' },
    });
    const stored = await t.app.inject({ url: data.track.url });
    expect(stored.headers['content-type']).toContain('text/vtt');
    expect(stored.body).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n안녕하세요, 달빛입니다.\n\n00:00:03.500 --> 00:00:05.000\n똠방각하\n',
    );
    expect((await playback()).subtitles.map((s) => s.lang)).toEqual(['ko']);
  });

  it('takes any language by code, Korean and English first in the menu', async () => {
    const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nこんにちは\n';
    expect((await put('ja', vtt, 'text/vtt')).statusCode).toBe(201);
    expect(
      (await put('en', 'WEBVTT\n\n00:01.000 --> 00:02.000\nHello\n', 'text/plain')).statusCode,
    ).toBe(201);
    const subtitles = (await playback()).subtitles;
    expect(subtitles.map((s) => [s.lang, s.label])).toEqual([
      ['ko', '한국어'],
      ['en', 'English'],
      ['ja', '日本語'],
    ]);
  });

  it('replaces a language under a new key, never overwriting the old file', async () => {
    const before = (await playback()).subtitles.find((s) => s.lang === 'en')?.url;
    await put('en', 'WEBVTT\n\n00:01.000 --> 00:03.000\nHello again\n', 'text/vtt');
    const after = (await playback()).subtitles.find((s) => s.lang === 'en')?.url;
    expect(after).not.toBe(before);
    expect((await t.app.inject({ url: before ?? '' })).body).toContain('Hello\n');
  });

  it('refuses bad files with a translated message naming the line, and changes nothing', async () => {
    const backwards = await put('ko', '1\n00:00:05,000 --> 00:00:04,000\n거꾸로\n');
    expect(backwards.statusCode).toBe(400);
    const body = envelopeOf(backwards.body);
    expect(body.code).toBe('subtitle.timing');
    expect(body.errorList[0]).toMatch(hangul);
    expect(body.errorList[0]).toContain('2번째 줄');
    expect(envelopeOf((await put('ko', Buffer.from([0xff, 0x00, 0x81]))).body).code).toBe(
      'subtitle.encoding',
    );
    expect(envelopeOf((await put('ko', 'hello')).body).code).toBe('subtitle.format');
    expect((await put('korean!', 'WEBVTT\n')).statusCode).toBe(400);
    expect((await playback()).subtitles.find((s) => s.lang === 'ko')?.url).toMatch(/\/subs\/ko-/);
  });

  it('is for staff only, and removes a language on request', async () => {
    expect((await put('de', SRT, 'application/x-subrip', plain)).statusCode).toBe(403);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/videos/${videoId}/subtitles/ja`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(removed.statusCode).toBe(200);
    const media = (JSON.parse(removed.body) as { data: VideoMedia }).data;
    expect(media.subtitles.map((s) => s.lang)).toEqual(['ko', 'en']);
  });
});
