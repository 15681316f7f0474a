import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, stubFetch, type RouteTable } from '../../../test/fetch-stub';
import { makeProject, makeProjectDetail } from '../../../test/fixtures/crowdfunding';
import { page } from '../../../test/fixtures/page';
import { removePageData, renderWithAppClient, writePageData } from '../../../test/page-data';
import { crowdfundingKeys } from '../api/crowdfunding-api';
import { CrowdfundingPage } from '../pages/crowdfunding-page';
import { ProjectPage } from '../pages/project-page';

beforeEach(removePageData);
afterEach(removePageData);

describe("a project page's data block (lib/page-data.ts)", () => {
  it("draws a visitor's project page from it, then refreshes like any answer", async () => {
    const fromPage = makeProjectDetail({ title_eng: 'Project from the page', _id: '11' });
    const server = stubFetch({
      'GET /api/crowdfunding/projects/11': () =>
        ok(makeProjectDetail({ title_eng: 'Project from the API', _id: '11' })),
      'GET /api/crowdfunding/projects/11/comments': () => ok(page([])),
      'GET /api/crowdfunding/projects/11/film': () => ok(null),
    });
    writePageData('/crowdfunding/projects/11', fromPage);
    const { queryClient } = renderWithAppClient(
      '/crowdfunding/:id',
      <ProjectPage />,
      '/crowdfunding/11',
    );
    const heading = () =>
      within(screen.getByTestId('project-detail')).getByRole('heading', { level: 1 });
    expect(heading()).toHaveTextContent('Project from the page');
    expect(await screen.findByTestId('comments-empty')).toBeInTheDocument();
    expect(server.to('GET /api/crowdfunding/projects/11')).toHaveLength(0);
    await act(() => queryClient.invalidateQueries({ queryKey: crowdfundingKeys.detail('11') }));
    await waitFor(() => expect(heading()).toHaveTextContent('Project from the API'));
  });

  it("is never a signed-in viewer's: they ask the API for their own vote and pledges", async () => {
    localStorage.setItem('dalbit.token', 'token-1');
    const server = stubFetch({
      'GET /api/user/me': () => ok(null),
      'GET /api/crowdfunding/projects/11': () =>
        ok(makeProjectDetail({ title_eng: 'Project from the API', _id: '11' })),
      'GET /api/crowdfunding/projects/11/comments': () => ok(page([])),
      'GET /api/crowdfunding/projects/11/film': () => ok(null),
    });
    writePageData(
      '/crowdfunding/projects/11',
      makeProjectDetail({ title_eng: 'Visitors', _id: '11' }),
    );
    renderWithAppClient('/crowdfunding/:id', <ProjectPage />, '/crowdfunding/11');
    expect(await screen.findByText('Project from the API')).toBeInTheDocument();
    expect(server.to('GET /api/crowdfunding/projects/11')).toHaveLength(1);
    expect(screen.queryByText('Visitors')).toBeNull();
  });

  it('draws the film the project continues from the page, and asks nothing for no film', async () => {
    for (const linked of [
      {
        filmId: 'f1',
        kind: 'next_season',
        title_kr: '달빛 시즌 1',
        title_eng: 'Moonlight, season one',
        poster: '',
        firstVideoId: 'v1',
      },
      null,
    ]) {
      removePageData();
      const server = stubFetch({
        'GET /api/crowdfunding/projects/11': () => ok(makeProjectDetail({ _id: '11' })),
        'GET /api/crowdfunding/projects/11/comments': () => ok(page([])),
        'GET /api/crowdfunding/projects/11/film': () => ok(null),
      });
      writePageData('/crowdfunding/projects/11', makeProjectDetail({ _id: '11' }));
      writePageData('/crowdfunding/projects/11/film', linked, undefined, { shared: true });
      const view = renderWithAppClient('/crowdfunding/:id', <ProjectPage />, '/crowdfunding/11');
      if (linked)
        expect(screen.getByTestId('linked-series')).toHaveTextContent('Moonlight, season one');
      else expect(screen.queryByTestId('linked-series')).toBeNull();
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(server.to('GET /api/crowdfunding/projects/11/film')).toHaveLength(0);
      view.unmount();
    }
  });
});

describe("/crowdfunding's data block", () => {
  /** The API's projects, and /crowdfunding as a visitor's page carries it; the page drawn. */
  const openList = (routes: RouteTable = {}) => {
    const server = stubFetch({
      ...routes,
      'GET /api/crowdfunding/projects': () =>
        ok(page([makeProject({ title_eng: 'From the API' })])),
    });
    writePageData(
      '/crowdfunding/projects?status=funding&page=1&pageSize=9',
      page([makeProject({ _id: '5', title_eng: 'From the page' })]),
    );
    renderWithAppClient('/crowdfunding', <CrowdfundingPage />, '/crowdfunding');
    return server;
  };

  it("draws a visitor's first page of projects at once, without asking the API", async () => {
    const server = openList();
    expect(screen.getByTestId('project-card')).toHaveTextContent('From the page');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(server.to('GET /api/crowdfunding/projects')).toHaveLength(0);
  });

  it("is never a signed-in viewer's: their list carries their votes", async () => {
    localStorage.setItem('dalbit.token', 'token-1');
    const server = openList({ 'GET /api/user/me': () => ok(null) });
    expect(await screen.findByText('From the API')).toBeInTheDocument();
    expect(server.to('GET /api/crowdfunding/projects')).toHaveLength(1);
    expect(screen.queryByText('From the page')).toBeNull();
  });
});
