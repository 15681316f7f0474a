import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackerReport } from '@dalbit/contract';
import { ok, stubFetch, type FetchStub } from '../../../test/fetch-stub';
import { signedIn } from '../../../test/fixtures/user';
import { renderRoutes, setWidth } from '../../../test/render-app';
import { recordToasts } from '../../../test/toasts';
import { makeProject } from '../../../test/fixtures/project';
import { StudioPage } from '../pages/studio-page';
import { StudioProjectPage } from '../pages/studio-project-page';

recordToasts();

let server: FetchStub;
const LONG = { timeout: 10_000 };
const routes = [
  { path: '/studio', element: <StudioPage /> },
  { path: '/studio/:id', element: <StudioProjectPage /> },
];
const report = (over: Partial<BackerReport> = {}): BackerReport => ({
  _id: '31',
  projectId: '7',
  status: 'pending',
  rowCount: null,
  createdAt: '2026-11-20T01:00:00.000Z',
  finishedAt: null,
  downloadPath: null,
  ...over,
});
const funding = () =>
  makeProject({ state: 'funding', status: 'funding', locked: true, pledgedAmount: 40_000 });

beforeEach(() => {
  server = stubFetch();
  setWidth(1280);
});
afterEach(() => vi.unstubAllGlobals());

describe('the backer CSV in the studio', () => {
  it('builds the CSV in the job queue and offers the download once it is ready', async () => {
    const created = vi.fn(() => 'blob:csv');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let reports: BackerReport[] = [];
    server.answer({
      ...signedIn(),
      'GET /api/studio/projects/7': () => ok(funding()),
      'GET /api/studio/projects/7/backers': () => ok([]),
      'GET /api/studio/projects/7/backer-reports': () => ok(reports),
      'POST /api/studio/projects/7/backer-reports': () => {
        reports = [report()];
        return ok(reports[0], 201);
      },
      'GET /api/studio/projects/7/backer-reports/31/download': () =>
        new Response('\uFEFF"후원자"\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    renderRoutes(routes, '/studio/7');
    await userEvent.click(await screen.findByTestId('studio-csv-request', {}, LONG));
    expect(await screen.findByText('Building…', {}, LONG)).toBeInTheDocument();
    reports = [
      report({
        status: 'ready',
        rowCount: 3,
        downloadPath: '/studio/projects/7/backer-reports/31/download',
      }),
    ];
    const download = await screen.findByTestId('studio-csv-download', {}, { timeout: 6000 });
    expect(download).toHaveTextContent('Download (3 pledges)');
    await userEvent.click(download);
    await waitFor(() => expect(clicks).toHaveBeenCalled());
    expect(server.to('GET /api/studio/projects/7/backer-reports/31/download')).toHaveLength(1);
    clicks.mockRestore();
  });

  it('is not offered before funding starts', async () => {
    server.answer({
      ...signedIn(),
      'GET /api/studio/projects/7': () => ok(makeProject()),
    });
    renderRoutes(routes, '/studio/7');
    await screen.findByTestId('studio-title-en', {}, LONG);
    expect(screen.queryByTestId('studio-csv-request')).not.toBeInTheDocument();
    expect(server.to('/api/studio/projects/7/backer-reports')).toHaveLength(0);
  });
});

describe('the studio list cards', () => {
  it('shows each project’s state, progress towards the goal, backers and dates', async () => {
    server.answer({
      ...signedIn(),
      'GET /api/studio/projects': () =>
        ok([{ ...funding(), goalAmount: 100_000, pledgedAmount: 40_000, backerCount: 2 }]),
    });
    renderRoutes(routes, '/studio');
    const card = await screen.findByTestId('studio-card', {}, LONG);
    expect(within(card).getByText('Funding')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(card).getByText('40%')).toBeInTheDocument();
    expect(within(card).getByText('2 backers')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Moonlit Ferry' })).toHaveAttribute(
      'href',
      '/studio/7',
    );
  });
});
