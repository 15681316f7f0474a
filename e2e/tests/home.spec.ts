import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { DalbitEvent, FilmSummary, Page as ApiPage, ProjectSummary } from '@dalbit/contract';
import { registerVerified, uniqueEmail, useToken } from './accounts-support';
import { apiGet, isNarrow, langOf, openPage } from './support';

// docs/product/layout.md#home-and-landing: the landing for visitors and /home with films, projects and the latest news.

const pick = (item: { title_kr: string; title_eng: string }, lang: string) =>
  lang === 'ko' ? item.title_kr : item.title_eng;

/** A verified account that speaks the project's language (the app adopts the account's). */
async function signInAs(page: Page, request: APIRequestContext, email: string, name: string) {
  const token = await registerVerified(request, email, name);
  const changed = await request.patch('/api/user/change-language', {
    headers: { authorization: `Bearer ${token}` },
    data: { language: langOf(test.info()) === 'ko' ? 'korean' : 'english' },
  });
  expect(changed.ok()).toBeTruthy();
  await useToken(page, token);
}

const TAGLINE = {
  en: 'Cinematic Korean stories, made with you.',
  ko: '함께 만드는 시네마틱 K-스토리.',
};

test('the landing shows the tagline, what Dalbit offers and calls to sign up', async ({
  page,
}, testInfo) => {
  const lang = langOf(testInfo);
  const events = await apiGet<ApiPage<DalbitEvent>>(
    page,
    '/web-app/event?keySort=createdAt&page=1&pageSize=4',
  );
  await openPage(page, '/');
  const hero = page.getByTestId('landing-hero');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(TAGLINE[lang]);

  // Free streaming and crowdfunding inside the app, the scenario contest outside it.
  const offers = page.getByTestId('offer-grid').locator('li');
  await expect(offers).toHaveCount(3);
  await expect(offers.nth(0).locator('a[href="/streaming"]')).toBeVisible();
  await expect(offers.nth(1).locator('a[href="/crowdfunding"]')).toBeVisible();
  const contest = offers.nth(2).locator('a');
  await expect(contest).toHaveCount(2);
  for (const link of await contest.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }

  // The newest notices and events, in order.
  const cards = page.getByTestId('event-card');
  await expect(cards).toHaveCount(events.items.length);
  for (const [i, event] of events.items.entries()) {
    await expect(cards.nth(i)).toContainText(pick(event, lang));
  }

  // Creators find the in-app application form.
  await expect(page.getByTestId('creator-apply')).toHaveAttribute('href', '/apply');

  // Two sign-up calls: the hero's and the band's; both open the sign-up form.
  await expect(page.getByTestId('signup-band-cta')).toHaveAttribute('href', '/sign-up');
  await hero.getByTestId('hero-signup').click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByTestId('signup-form')).toBeVisible();
});

test('an unknown path shows the landing', async ({ page }, testInfo) => {
  await openPage(page, '/no/such/page');
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.getByTestId('landing-hero').getByRole('heading', { level: 1 })).toHaveText(
    TAGLINE[langOf(testInfo)],
  );
});

test('an account is sent from the landing to home: films, projects funding now and notices', async ({
  page,
  request,
}, testInfo) => {
  const lang = langOf(testInfo);
  const films = await apiGet<ApiPage<FilmSummary>>(page, '/films?sort=popular&pageSize=20');
  const funding = await apiGet<ApiPage<ProjectSummary>>(
    page,
    '/crowdfunding/projects?status=funding&page=1&pageSize=3',
  );
  const events = await apiGet<ApiPage<DalbitEvent>>(
    page,
    '/web-app/event?keySort=createdAt&page=1&pageSize=4',
  );
  expect(films.items.length).toBeGreaterThan(0);
  expect(funding.items.length).toBeGreaterThan(0);

  await signInAs(page, request, uniqueEmail(testInfo, 'home'), 'Mina');
  await openPage(page, '/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home-hero')).toContainText('Mina');

  // Featured films: the most watched, up to twelve. Likes elsewhere may reorder them, so the
  // check is on which films are shown and that each card is the film it links to.
  const rail = page.getByTestId('featured-films');
  const filmCards = rail.getByTestId('film-card');
  await expect(filmCards).toHaveCount(Math.min(12, films.items.length));
  const byId = new Map(films.items.map((film) => [film._id, film]));
  for (const card of (await filmCards.all()).slice(0, 3)) {
    const film = byId.get((await card.getAttribute('data-film-id')) ?? '');
    expect(film, 'a featured film from the catalogue').toBeTruthy();
    await expect(card).toContainText(pick(film!, lang));
    await expect(card).toHaveAttribute('href', `/detail-film/${film!._id}`);
  }

  // Funding now: open projects, ending soonest first.
  const projectCards = page.getByTestId('funding-now').getByTestId('project-card');
  await expect(projectCards).toHaveCount(funding.items.length);
  for (const [i, project] of funding.items.entries()) {
    await expect(projectCards.nth(i)).toHaveAttribute('data-project-id', project._id);
    await expect(projectCards.nth(i)).toContainText(pick(project, lang));
    await expect(projectCards.nth(i)).toContainText(`${project.percentFunded}%`);
  }

  const eventCards = page.getByTestId('event-card');
  await expect(eventCards).toHaveCount(events.items.length);
  for (const [i, event] of events.items.entries()) {
    await expect(eventCards.nth(i)).toContainText(pick(event, lang));
  }

  await projectCards.first().click();
  await expect(page).toHaveURL(new RegExp(`/crowdfunding/${funding.items[0]!._id}$`));
});

test('home has a search: the header button on narrow screens, the hero box on wide ones', async ({
  page,
}, testInfo) => {
  await openPage(page, '/home');
  if (isNarrow(testInfo)) {
    const button = page.getByTestId('search-button');
    await expect(button).toBeVisible();
    await button.click();
    const drawer = page.getByTestId('search-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByTestId('search-drawer-input').fill('Seoul');
    await drawer.getByTestId('search-drawer-input').press('Enter');
  } else {
    await expect(page.getByTestId('search-button')).toBeHidden();
    const box = page.getByTestId('home-hero').getByRole('searchbox');
    await box.fill('Seoul');
    await box.press('Enter');
  }
  await expect(page).toHaveURL(/\/search\?key=Seoul$/);
  await expect(page.getByTestId('search-title')).toContainText('Seoul');
});
