import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { AdminRail, FilmDetail } from '@dalbit/contract';
import { staffMember } from './admin-support';
import { uniqueEmail, useToken } from './accounts-support';
import { apiGet, langOf } from './support';

/**
 * Catalogue editing in the back office (docs/product/back-office.md#catalogue-editing): an
 * editor makes a series, adds two episodes, reorders them, writes both languages, gives the
 * first episode a video, publishes, and places it first on the streaming page's series rail;
 * a viewer sees the episodes in that order and the series first on the rail.
 */

/** 2 s of a small test pattern with a tone: one quick transcode per project. */
function makeSource(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const out = `${dir}/episode.mp4`;
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=660:sample_rate=48000:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '64k', '-shortest', out],
  ]);
  return out;
}

const webSeriesRail = (page: Page) =>
  page.locator('[data-testid="film-rail"][data-type="web_series"]');

test('an editor makes a series with two reordered episodes, publishes it and puts it first on the rail', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const lang = langOf(testInfo);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const titles = { ko: `달빛 골목 ${tag}`, en: `Moonlit Alley ${tag}` };
  const source = makeSource(testInfo.outputPath('media'));
  const editor = await staffMember(request, uniqueEmail(testInfo, 'catalogue'), 'editor');
  await request.patch('/api/user/change-language', {
    headers: { authorization: `Bearer ${editor.token}` },
    data: { language: lang === 'ko' ? 'korean' : 'english' },
  });
  await useToken(page, editor.token);

  // A new series, a draft, opens in its editor.
  await page.goto('/admin/films/new');
  const form = page.getByTestId('film-new-form');
  await form.locator('input[value="web_series"]').check();
  await page.getByTestId('film-new-title_kr').fill(titles.ko);
  await page.getByTestId('film-new-title_eng').fill(titles.en);
  await page.getByTestId('film-new-save').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    new RegExp(`${titles.ko}|${titles.en}`),
  );
  // The back office speaks the account's language.
  const pageLang: 'ko' | 'en' =
    (await page.locator('html').getAttribute('lang')) === 'ko' ? 'ko' : 'en';
  expect(pageLang).toBe(lang);
  const filmId = page.url().split('/').pop()!;

  // Two episodes, both languages each.
  const episodes = [
    { ko: '첫 번째 밤', en: 'The first night' },
    { ko: '두 번째 밤', en: 'The second night' },
  ];
  for (const episode of episodes) {
    await page.getByTestId('film-episode-add').click();
    await page.getByTestId('film-episode-new-title-ko').fill(episode.ko);
    await page.getByTestId('film-episode-new-title-en').fill(episode.en);
    await page.getByTestId('film-episode-new-save').click();
    await expect(page.getByTestId('film-episode-title').last()).toContainText(episode[lang]);
  }
  // The second goes first, with the keyboard.
  const up = page.getByTestId('film-episode').nth(1).getByTestId('film-episode-up');
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('film-episode-title')).toHaveText([
    ` · ${episodes[1]![lang]}`,
    ` · ${episodes[0]![lang]}`,
  ]);

  // The film's texts in both languages; the missing-translation mark goes once both are written.
  await page.getByTestId('film-synopsis-ko').fill('골목 끝 달빛 아래 두 사람의 밤.');
  await expect(
    page.getByTestId('film-synopsis').getByText(/번역 없음|Translation missing/),
  ).toBeVisible();
  await page.getByTestId('film-synopsis-en').fill('Two people, one night under the alley moon.');
  await expect(
    page.getByTestId('film-synopsis').getByText(/번역 없음|Translation missing/),
  ).toHaveCount(0);
  await page.getByTestId('film-save').click();
  await expect(page.getByTestId('film-missing')).toHaveCount(0);

  // The first episode gets its video (a 2 s master through the tus upload).
  await page.getByTestId('film-episode').first().getByRole('link').click();
  await page.getByTestId('upload-input').setInputFiles(source);
  await expect(page.getByTestId('media-ladder')).toBeVisible({ timeout: 150_000 });

  // Published now.
  await page.goto(`/admin/films/${filmId}`);
  await page.getByTestId('film-publication-state').selectOption('published');
  await page.getByTestId('film-publication-save').click();
  await expect
    .poll(async () => {
      const res = await request.get(`/api/admin/films/${filmId}`, {
        headers: { authorization: `Bearer ${editor.token}` },
      });
      return ((await res.json()) as { data: { state: string } }).data.state;
    })
    .toBe('published');

  // First on the streaming page's series rail: other projects place theirs on the same rail
  // at the same time; a save that started from a stale order is refused (409) and redone.
  // To the rails page through the back office's own links.
  await page.locator('a.admin-back').click();
  await page.getByTestId('admin-rails').click();
  const rail = page.getByTestId('rail-streaming_web_series');
  const placed = rail.getByTestId('rail-film');
  const mine = placed.filter({ hasText: titles[lang] });
  await expect(async () => {
    if ((await mine.count()) === 0) {
      await rail.getByTestId('rail-streaming_web_series-select').selectOption(filmId);
      await rail.getByTestId('rail-streaming_web_series-add').click();
      await expect(mine).toHaveCount(1, { timeout: 3_000 });
    }
    for (let step = 0; step < 10; step += 1) {
      if ((await placed.first().textContent())?.includes(titles[lang])) break;
      await mine.getByRole('button').first().click({ timeout: 5_000 });
      await expect(rail).toHaveAttribute('aria-busy', 'false', { timeout: 5_000 });
    }
    await expect(placed.first()).toContainText(titles[lang], { timeout: 3_000 });
  }).toPass({ timeout: 90_000 });

  // A visitor: the episodes in the new order, and the series ahead of every film not placed.
  const viewer = await page
    .context()
    .browser()!
    .newContext({ locale: testInfo.project.use.locale });
  const visitor = await viewer.newPage();
  const detail = await apiGet<FilmDetail>(visitor, `/films/${filmId}`);
  // Viewers get the episodes with a video, numbered in the new order: the second made is 1.
  expect(detail.episodes.map((e) => [e.number, e.title_eng, e.title_kr])).toEqual([
    [1, 'The second night', '두 번째 밤'],
  ]);
  await visitor.goto('/streaming');
  const cards = webSeriesRail(visitor).getByTestId('film-card');
  await expect(cards.filter({ hasText: titles[lang] })).toBeVisible({ timeout: 15_000 });
  const rails = await (
    await request.get('/api/admin/rails', {
      headers: { authorization: `Bearer ${editor.token}` },
    })
  ).json();
  const placedIds = (
    (rails as { data: AdminRail[] }).data.find((r) => r.rail === 'streaming_web_series')?.films ??
    []
  )
    .filter((f) => f.listed)
    .map((f) => f._id);
  expect(placedIds).toContain(filmId);
  const shown = await cards.evaluateAll((els) =>
    els.map((el) => (el.querySelector('a') ?? el).getAttribute('href') ?? ''),
  );
  const shownIds = shown.map((href) => href.match(/detail-film\/(\d+)/)?.[1] ?? '');
  // The viewer's rail starts with the placed films, in staff's order.
  expect(shownIds.slice(0, placedIds.length)).toEqual(placedIds);

  // The hero of /streaming and the featured films of /home follow staff's order too. Other
  // projects place their films at the same time: each check reads the rails and the page
  // together until they agree.
  const auth = { authorization: `Bearer ${editor.token}` };
  const listedOn = async (name: AdminRail['rail']) => {
    const res = await request.get('/api/admin/rails', { headers: auth });
    const all = ((await res.json()) as { data: AdminRail[] }).data;
    return (all.find((r) => r.rail === name)?.films ?? [])
      .filter((f) => f.listed)
      .map((f) => f._id);
  };
  for (const name of ['hero', 'home'] as const) {
    await expect(async () => {
      const res = await request.get('/api/admin/rails', { headers: auth });
      const all = ((await res.json()) as { data: AdminRail[] }).data;
      const current = (all.find((r) => r.rail === name)?.films ?? []).map((f) => f._id);
      const put = await request.put(`/api/admin/rails/${name}`, {
        headers: auth,
        data: { ids: [filmId, ...current.filter((id) => id !== filmId)], expected: current },
      });
      expect(put.status()).toBe(200);
    }).toPass({ timeout: 30_000 });
  }
  await expect(async () => {
    await visitor.goto('/streaming');
    const href = await visitor
      .getByTestId('hero-details')
      .getAttribute('href', { timeout: 10_000 });
    const [hero] = await listedOn('hero');
    expect(hero).toBeTruthy();
    expect(href).toBe(`/detail-film/${hero}`);
  }).toPass({ timeout: 60_000 });
  await expect(async () => {
    await visitor.goto('/home');
    const featured = visitor.getByTestId('featured-films').getByTestId('film-card');
    await expect(featured.first()).toBeVisible({ timeout: 10_000 });
    const ids = await featured.evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-film-id')),
    );
    const placedHome = (await listedOn('home')).slice(0, 12);
    expect(placedHome).toContain(filmId);
    expect(ids.slice(0, placedHome.length)).toEqual(placedHome);
  }).toPass({ timeout: 60_000 });
  await viewer.close();
});
