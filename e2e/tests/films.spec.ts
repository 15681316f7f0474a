import { expect, test, type Page } from '@playwright/test';
import type { FilmDetail, FilmSummary, Page as ApiPage } from '@dalbit/contract';
import { registerVerified, uniqueEmail, useToken } from './accounts-support';
import { apiGet, isNarrow, langOf } from './support';

const titleOf = (film: { title_kr: string; title_eng: string }, lang: string) =>
  lang === 'ko' ? film.title_kr : film.title_eng;

async function firstOfType(page: Page, type: string, nth = 0) {
  const films = await apiGet<ApiPage<FilmSummary>>(page, `/films?type=${type}&pageSize=20`);
  expect(films.items.length).toBeGreaterThan(0);
  return films.items[nth % films.items.length]!;
}

/** Projects run side by side: each likes its own film so the counts it checks are its own. */
const projectIndex = (name: string) =>
  ['wide-ko', 'wide-en', 'narrow-ko', 'narrow-en'].indexOf(name);

const currentTime = (page: Page) =>
  page.getByTestId('player-video').evaluate((video: HTMLVideoElement) => video.currentTime);

test('streaming shows a rail per type and a film opens its detail page', async ({
  page,
}, testInfo) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/streaming');
  await expect(page.getByTestId('streaming-hero')).toBeVisible();
  for (const type of ['web_series', 'short_movie', 'music_video']) {
    await expect(
      page
        .locator(`[data-testid="film-rail"][data-type="${type}"]`)
        .getByTestId('film-card')
        .first(),
    ).toBeVisible();
  }
  // A visitor's page carries what it opens with (docs/architecture.md#page-data): the hero, the
  // rails, the genres and the campaigns ask the API for nothing.
  expect(reads.filter((read) => /^\/api\/(films|crowdfunding)/.test(read))).toEqual([]);
  const series = await firstOfType(page, 'web_series');
  const rail = page.locator('[data-testid="film-rail"][data-type="web_series"]');
  const card = rail
    .getByTestId('film-card')
    .filter({ hasText: titleOf(series, langOf(testInfo)) })
    .first();
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/detail-film/${series._id}$`));
  const detail = page.getByTestId('film-detail');
  await expect(detail.locator('h1')).toHaveText(titleOf(series, langOf(testInfo)));
  await expect(detail.getByTestId('episode-item')).toHaveCount(series.episodeCount);
});

test("a visitor's film page opens with its film, campaigns and playback in the page", async ({
  page,
}) => {
  const series = await firstOfType(page, 'web_series');
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(url.pathname);
  });
  await page.goto(`/detail-film/${series._id}`);
  await expect(page.getByTestId('film-detail')).toBeVisible();
  await expect(page.getByTestId('player')).toBeVisible();
  // The film, the campaigns of its next part and the first episode's playback ride in the page
  // (docs/architecture.md#page-data); only the comments, below the first screen, are asked for.
  await page.waitForLoadState('networkidle');
  expect(reads.filter((read) => !read.endsWith('/comments'))).toEqual([]);
});

test('plays HLS: time advances, subtitles and quality switch, and it resumes after a reload', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const token = await registerVerified(request, uniqueEmail(testInfo, 'player'));
  await useToken(page, token);
  const film = await firstOfType(page, 'short_movie');
  await page.goto(`/detail-film/${film._id}`);
  const player = page.getByTestId('player');
  await expect(player).toBeVisible();
  await player.getByTestId('player-play').click();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);

  await player.hover();
  await player.getByTestId('player-subtitles').click();
  await page.locator('[data-testid="subtitle-option"][data-value="ko"]').click();
  await expect(player).toHaveAttribute('data-subtitles', 'ko');
  await expect(player.getByTestId('subtitle-overlay')).not.toBeEmpty({ timeout: 12_000 });
  await player.hover();
  await player.getByTestId('player-subtitles').click();
  await page.locator('[data-testid="subtitle-option"][data-value="both"]').click();
  await expect(player).toHaveAttribute('data-subtitles', 'both');

  await player.hover();
  await player.getByTestId('player-quality').click();
  await page.locator('[data-testid="quality-option"][data-height="240"]').click();
  await expect(player).toHaveAttribute('data-level-height', '240', { timeout: 15_000 });

  // pause a few seconds in: the position is saved, and a reload resumes there
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(4);
  await page.keyboard.press('k');
  const pausedAt = await currentTime(page);
  const detail = await apiGet<FilmDetail>(page, `/films/${film._id}`);
  const videoId = detail.episodes[0]!.videoId;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/films/videos/${videoId}/progress`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (
        ((await res.json()) as { data: { positionSeconds: number } | null }).data
          ?.positionSeconds ?? 0
      );
    })
    .toBeGreaterThan(3);

  await page.reload();
  await expect(page.getByTestId('player')).toBeVisible();
  await page.getByTestId('player-play').click();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(pausedAt - 1.5);
});

test('resume survives in-app navigation; /home offers to continue with the true progress', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const token = await registerVerified(request, uniqueEmail(testInfo, 'resume'));
  await useToken(page, token);
  // Until the viewer leaves, every progress save is lost on the way: only the save made as the
  // player goes away (in-app navigation) can keep the position.
  let leaving = false;
  await page.route('**/api/films/videos/*/progress', (route) =>
    leaving || route.request().method() !== 'PUT' ? route.continue() : route.abort(),
  );
  const film = await firstOfType(page, 'short_movie', projectIndex(testInfo.project.name) + 1);
  await page.goto(`/detail-film/${film._id}`);
  const player = page.getByTestId('player');
  await player.getByTestId('player-play').click();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(3);
  // Slower, so that a busy machine does not reach the end of the short clip before leaving.
  await page
    .getByTestId('player-video')
    .evaluate((video: HTMLVideoElement) => (video.playbackRate = 0.5));
  const leftAt = await currentTime(page);

  leaving = true;
  if (isNarrow(testInfo)) {
    await page.getByTestId('menu-button').click();
    await page.getByTestId('nav-drawer').locator('.nav-drawer__logo').click();
  } else {
    await page.getByTestId('header-logo').click();
  }
  await expect(page).toHaveURL(/\/home$/);
  const rail = page.getByTestId('continue-watching');
  const card = rail.getByTestId('continue-card').first();
  await expect(card).toBeVisible();
  const progress = Number(await card.getByRole('progressbar').getAttribute('aria-valuenow'));
  expect(progress).toBeGreaterThan(0);

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/detail-film/${film._id}`));
  // The first time the video reports, read every frame: a resumed video starts where it was
  // left, one that lost its place starts near 0.
  const firstTime = await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('[data-testid="player-video"]');
      return video && video.currentTime > 0 ? video.currentTime : null;
    },
    undefined,
    { polling: 'raf', timeout: 20_000 },
  );
  expect(await firstTime.jsonValue()).toBeGreaterThan(leftAt - 1.5);
});

test('likes and bookmarks count once and fill my page; visitors are asked to sign in', async ({
  page,
  request,
}, testInfo) => {
  const film = await firstOfType(page, 'music_video', projectIndex(testInfo.project.name));
  await page.goto(`/detail-film/${film._id}`);
  await page.getByTestId('like-button').click();
  await expect(page.getByTestId('signin-prompt')).toBeVisible();

  const token = await registerVerified(request, uniqueEmail(testInfo, 'like'));
  const context = page.context();
  const signedIn = await context.newPage();
  await useToken(signedIn, token);
  await signedIn.goto(`/detail-film/${film._id}`);
  const like = signedIn.getByTestId('like-button');
  const before = Number(await signedIn.getByTestId('like-count').innerText());
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(signedIn.getByTestId('like-count')).toHaveText(String(before + 1));
  await signedIn.getByTestId('bookmark-button').click();
  await expect(signedIn.getByTestId('bookmark-button')).toHaveAttribute('aria-pressed', 'true');

  await signedIn.reload();
  await expect(signedIn.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(signedIn.getByTestId('like-count')).toHaveText(String(before + 1));

  await signedIn.goto('/mypage');
  // the page now speaks the account's language, English (registerVerified signs up in English)
  const title = film.title_eng;
  await expect(signedIn.getByTestId('mypage-likes')).toContainText(title);
  await expect(signedIn.getByTestId('mypage-bookmarks')).toContainText(title);
});

test('comments: write, reply and delete your own', async ({ page, request }, testInfo) => {
  const token = await registerVerified(request, uniqueEmail(testInfo, 'comment'), 'Comment Walker');
  await useToken(page, token);
  const film = await firstOfType(page, 'web_series');
  await page.goto(`/detail-film/${film._id}`);
  const text = `달빛 아래 최고의 장면 ${testInfo.project.name} ${Date.now()}`;
  const form = page.getByTestId('comment-form').first();
  await form.locator('textarea[name="body"]').fill(text);
  await form.getByTestId('comment-submit').click();
  const mine = page.getByTestId('comment-item').filter({ hasText: text });
  await expect(mine).toHaveCount(1);
  await expect(form.locator('textarea[name="body"]')).toHaveValue('');

  await mine.getByTestId('comment-delete').first().click();
  const confirm = page.getByRole('button', { name: /delete|삭제/i }).last();
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await expect(page.getByTestId('comment-item').filter({ hasText: text })).toHaveCount(0);
});
