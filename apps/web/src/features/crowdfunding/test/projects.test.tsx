import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { IMAGE_SIZES, imageSrcSet } from '@dalbit/contract/images';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { LocationProbe, renderRoutes } from '../../../test/render-app';
import { CrowdfundingPage } from '../pages/crowdfunding-page';
import { ProjectPage } from '../pages/project-page';
import { fail, ok, stubFetch } from '../../../test/fetch-stub';
import { makePledge, makeProject, makeProjectDetail } from '../../../test/fixtures/crowdfunding';
import { page } from '../../../test/fixtures/page';
import { signedIn } from '../../../test/fixtures/user';

const upcoming = makeProject({
  _id: '21',
  title_eng: 'Nights at the Hanok: Season 2',
  status: 'upcoming',
  pledgedAmount: 0,
  percentFunded: 0,
  backerCount: 0,
  voteCount: 326,
  viewerVoted: false,
});

function renderList(path = '/crowdfunding') {
  return renderRoutes(
    [
      {
        path: '/crowdfunding',
        element: (
          <>
            <CrowdfundingPage />
            <ToastContainer />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
}

describe('project list', () => {
  it('asks the server for the tab and page in the address', async () => {
    const served = stubFetch({
      'GET /api/crowdfunding/projects': ({ query }) =>
        ok(
          page(query.get('status') === 'ended' ? [] : [makeProject()], {
            totalPages: 3,
          }),
        ),
    });
    renderList('/crowdfunding?tab=ended&page=2');
    expect(await screen.findByTestId('projects-empty')).toHaveTextContent('No ended projects yet');
    expect(served.requests[0]?.search).toBe('?status=ended&page=2&pageSize=9');
    expect(screen.getByTestId('tab-ended')).toHaveAttribute('aria-current', 'page');
  });

  it("puts the list under an h2 so the cards' h3 titles skip no level", async () => {
    stubFetch({ 'GET /api/crowdfunding/projects': () => ok(page([makeProject()])) });
    renderList();
    await screen.findByTestId('project-card');
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    levels.forEach((level, i) => {
      if (i > 0) expect(level - (levels[i - 1] ?? 1), levels.join(',')).toBeLessThanOrEqual(1);
    });
    expect(screen.getByRole('region', { name: 'Funding now' })).toBeInTheDocument();
  });

  it('shows funding projects with their progress', async () => {
    stubFetch({ 'GET /api/crowdfunding/projects': () => ok(page([makeProject()])) });
    renderList();
    const card = await screen.findByTestId('project-card');
    expect(card).toHaveTextContent('Seoul in the Rain: Season 2');
    expect(card).toHaveTextContent('128%');
    expect(card).toHaveTextContent('₩38,450,000');
    expect(card).toHaveTextContent('14 days left');
    expect(card).toHaveAttribute('href', '/crowdfunding/11');
  });

  it('says so when the list cannot be loaded, and retries', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/crowdfunding/projects': () => {
        calls += 1;
        return calls === 1 ? fail(500, 'Server error') : ok(page([makeProject()]));
      },
    });
    const user = userEvent.setup();
    renderList();
    const error = await screen.findByTestId('projects-error');
    await user.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('project-card')).toBeInTheDocument();
  });
});

describe('votes', () => {
  it('votes and takes the vote back, showing the server count', async () => {
    const user = userEvent.setup();
    const served = stubFetch({
      ...signedIn(),
      'GET /api/crowdfunding/projects': () => ok(page([upcoming])),
      'POST /api/crowdfunding/projects/21/vote': () => ok({ voted: true, count: 330 }),
      'DELETE /api/crowdfunding/projects/21/vote': () => ok({ voted: false, count: 329 }),
    });
    renderList('/crowdfunding?tab=upcoming');
    const button = await screen.findByTestId('vote-button');
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('vote-count')).toHaveTextContent('326');
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('vote-count')).toHaveTextContent('330');
    expect(button).toHaveTextContent('Voted');
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByTestId('vote-count')).toHaveTextContent('329');
    expect(served.requests.filter((r) => r.path.endsWith('/vote')).map((r) => r.method)).toEqual([
      'POST',
      'DELETE',
    ]);
  });

  it("says 'Voting failed!' and keeps the vote as it was", async () => {
    const user = userEvent.setup();
    stubFetch({
      ...signedIn(),
      'GET /api/crowdfunding/projects': () => ok(page([upcoming])),
      'POST /api/crowdfunding/projects/21/vote': () => fail(409, 'Voting failed!', 'vote.failed'),
    });
    renderList('/crowdfunding?tab=upcoming');
    await user.click(await screen.findByTestId('vote-button'));
    expect(await screen.findByText('Voting failed!')).toBeInTheDocument();
    expect(screen.getByTestId('vote-button')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('vote-count')).toHaveTextContent('326');
  });

  it("says '투표에 실패했습니다!' in Korean", async () => {
    await i18n.changeLanguage('ko');
    const user = userEvent.setup();
    stubFetch({
      ...signedIn('korean'),
      'GET /api/crowdfunding/projects': () => ok(page([upcoming])),
      'POST /api/crowdfunding/projects/21/vote': () => fail(500, 'x'),
    });
    renderList('/crowdfunding?tab=upcoming');
    await user.click(await screen.findByTestId('vote-button'));
    expect(await screen.findByText('투표에 실패했습니다!')).toBeInTheDocument();
  });

  it('asks a visitor to sign in instead of voting', async () => {
    const user = userEvent.setup();
    const served = stubFetch({ 'GET /api/crowdfunding/projects': () => ok(page([upcoming])) });
    renderList('/crowdfunding?tab=upcoming');
    await user.click(await screen.findByTestId('vote-button'));
    const prompt = await screen.findByTestId('signin-prompt');
    expect(prompt).toHaveTextContent('Sign in to vote for this project.');
    expect(served.requests.some((r) => r.path.endsWith('/vote'))).toBe(false);
    await user.click(within(prompt).getByTestId('signin-prompt-go'));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login/);
  });
});

describe('project page', () => {
  function renderProject() {
    return renderRoutes(
      [
        { path: '/crowdfunding/:id', element: <ProjectPage /> },
        { path: '*', element: <LocationProbe /> },
      ],
      '/crowdfunding/11',
    );
  }

  it('shows progress, rewards with their stock, the pledge button and your pledges', async () => {
    stubFetch({
      ...signedIn(),
      'GET /api/crowdfunding/projects/11': () =>
        ok(makeProjectDetail({ viewerPledges: [makePledge()] })),
      'GET /api/crowdfunding/projects/11/comments': () => ok(page([])),
    });
    renderProject();
    const root = await screen.findByTestId('project-detail');
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Seoul in the Rain: Season 2',
    );
    expect(screen.getByTestId('project-percent')).toHaveTextContent('128%');
    expect(screen.getByTestId('project-progress')).toHaveTextContent(
      '₩38,450,000 pledged of ₩30,000,000',
    );
    expect(screen.getByTestId('project-backers')).toHaveTextContent('612');
    // The cover lists the copies the page's preload names (web-preload.ts), as wide as drawn.
    const cover = root.querySelector('.cover-image img')!;
    expect(cover).toHaveAttribute('srcset', imageSrcSet('/media/projects/seoul.jpg'));
    expect(cover).toHaveAttribute('sizes', IMAGE_SIZES.cover);
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByTestId('project-time')).toHaveTextContent('14 days');
    const stock = screen.getAllByTestId('reward-stock').map((item) => item.textContent);
    expect(stock).toEqual(['Unlimited', '120 left', 'Sold out']);
    expect(screen.getByTestId('pledge-cta')).toHaveAttribute('href', '/crowdfunding/11/pledge');
    expect(
      within(screen.getByTestId('viewer-pledges')).getByTestId('pledge-status'),
    ).toHaveTextContent('Reserved');
    expect(await screen.findByTestId('comments-empty')).toBeInTheDocument();
  });

  it('shows how an ended project ended, without a pledge button', async () => {
    stubFetch({
      'GET /api/crowdfunding/projects/11': () =>
        ok(
          makeProjectDetail({
            status: 'failed',
            daysLeft: 0,
            percentFunded: 40,
            viewerPledges: null,
          }),
        ),
      'GET /api/crowdfunding/projects/11/comments': () => ok(page([])),
    });
    renderProject();
    expect(await screen.findByTestId('project-result')).toHaveTextContent('did not reach its goal');
    expect(screen.getByTestId('project-time')).toHaveTextContent('Not funded');
    expect(screen.queryByTestId('pledge-cta')).not.toBeInTheDocument();
  });

  it('says when the project does not exist', async () => {
    stubFetch({
      'GET /api/crowdfunding/projects/11': () => fail(404, 'Not found', 'project.not_found'),
    });
    renderProject();
    expect(await screen.findByTestId('project-not-found')).toHaveTextContent('Project not found');
  });
});
