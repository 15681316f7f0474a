import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminJob, JobQueueSummary, Page, Role } from '@dalbit/contract';
import { fail, json, stubFetch, type FetchStub } from '../../test/fetch-stub';
import { makeUser } from '../../test/fixtures/user';
import { LocationProbe, renderRoutes, setWidth } from '../../test/render-app';
import { AdminApp } from '../admin-app';
import { triesMade } from '../features/jobs/job-view';

let server: FetchStub;
const ID1 = '0b7a4f0e-1c1d-4c43-9d7e-3f7a2b1c0d01';
const ID2 = '0b7a4f0e-1c1d-4c43-9d7e-3f7a2b1c0d02';
const job = (id: string, patch: Partial<AdminJob> = {}): AdminJob => ({
  _id: id,
  name: 'mail.send',
  state: 'failed',
  retryCount: 12,
  retryLimit: 12,
  createdAt: '2026-11-20T10:00:00.000Z',
  startAfter: '2026-11-21T10:00:00.000Z',
  startedAt: '2026-11-21T10:00:00.000Z',
  completedAt: '2026-11-21T10:00:05.000Z',
  error: 'Mail command failed: 550 mailbox unavailable',
  ...patch,
});
const page = (items: AdminJob[]): Page<AdminJob> => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  totalPages: items.length ? 1 : 0,
});
const queues: JobQueueSummary[] = [
  { name: 'mail.send', failed: 2, waiting: 1, active: 0 },
  { name: 'accounts.housekeeping', failed: 0, waiting: 0, active: 0 },
];

const signedInAs = (role: Role, failed: AdminJob[]) => {
  localStorage.setItem('dalbit.token', 'tok');
  server.answer({
    'GET /api/user/me': () => json({ data: makeUser({ role }) }),
    'GET /api/admin/jobs/queues': () => json({ data: queues }),
    'GET /api/admin/jobs': (request) =>
      json({
        data: page(
          request.query.get('state') === 'waiting'
            ? [job(ID2, { state: 'retry', retryCount: 3, completedAt: null })]
            : failed,
        ),
      }),
    [`POST /api/admin/jobs/mail.send/${ID1}/retry`]: () =>
      json({ data: { ...job(ID1, { state: 'retry' }), data: {}, output: null } }),
    [`DELETE /api/admin/jobs/mail.send/${ID1}`]: () => json({ data: null }),
  });
};
const render = (path: string) =>
  renderRoutes(
    [
      { path: '/admin/*', element: <AdminApp /> },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );

beforeEach(() => {
  server = stubFetch();
  setWidth(1280);
});

describe('the jobs view', () => {
  it('lists failed jobs with their errors and counts, and retries one', async () => {
    signedInAs('admin', [job(ID1), job(ID2, { name: 'crowdfunding.settle-ended-projects' })]);
    render('/admin/jobs');
    const table = await screen.findByTestId('jobs-table', {}, { timeout: 10_000 });
    await within(table).findByRole('link', { name: 'crowdfunding.settle-ended-projects' });
    expect(server.to('GET /api/admin/jobs')[0]!.query.get('state')).toBe('failed');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!).getByText('Mail command failed: 550 mailbox unavailable', {
        selector: '.jobs-error:not(.jobs-error--narrow)',
      }),
    ).toBeInTheDocument();
    expect(within(rows[0]!).getByText('13 of 13')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'mail.send' })).toHaveAttribute(
      'href',
      `/admin/jobs/mail.send/${ID1}`,
    );
    // The counts of every queue are on the state buttons.
    expect(await screen.findByRole('button', { name: 'Failed 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(
      within(rows[0]!).getByRole('button', { name: 'Run mail.send again now' }),
    );
    await waitFor(() =>
      expect(server.to(`POST /api/admin/jobs/mail.send/${ID1}/retry`)).toHaveLength(1),
    );
    // The lists and counts are asked again once the job is queued.
    await waitFor(() => expect(server.to('GET /api/admin/jobs').length).toBeGreaterThan(1));
  });

  it('keeps the state and the queue in the address', async () => {
    signedInAs('admin', [job(ID1)]);
    render('/admin/jobs?name=mail.send');
    await userEvent.click(
      await screen.findByRole('button', { name: /^Waiting/ }, { timeout: 10_000 }),
    );
    await waitFor(() =>
      expect(server.to('GET /api/admin/jobs').some((r) => r.query.get('state') === 'waiting')).toBe(
        true,
      ),
    );
    const last = server.to('GET /api/admin/jobs').at(-1)!;
    expect(last.query.get('name')).toBe('mail.send');
    expect(await screen.findByText('Retry pending')).toBeInTheDocument();
    // Three retries counted by pg-boss: four tries made.
    expect(screen.getByText('4 of 13')).toBeInTheDocument();
    // A job waiting out its backoff runs now instead.
    expect(screen.getByRole('button', { name: 'Run mail.send again now' })).toHaveTextContent(
      'Run now',
    );
    expect(screen.getByLabelText('Queue')).toHaveValue('mail.send');
  });

  it('asks before discarding, and discards only when confirmed', async () => {
    signedInAs('admin', [job(ID1)]);
    render('/admin/jobs');
    const discard = await screen.findByRole(
      'button',
      { name: 'Discard mail.send' },
      { timeout: 10_000 },
    );
    await userEvent.click(discard);
    let dialog = await screen.findByRole('dialog', { name: 'Discard this job?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.to(`DELETE /api/admin/jobs/mail.send/${ID1}`)).toHaveLength(0);
    await userEvent.click(discard);
    dialog = await screen.findByRole('dialog', { name: 'Discard this job?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(server.to(`DELETE /api/admin/jobs/mail.send/${ID1}`)).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(server.to('GET /api/admin/jobs').length).toBeGreaterThan(1));
  });

  it('says so when nothing failed, and when the list cannot be loaded', async () => {
    signedInAs('admin', []);
    render('/admin/jobs');
    expect(await screen.findByText('No failed jobs', {}, { timeout: 10_000 })).toBeInTheDocument();
    server.answer({
      ...{ 'GET /api/user/me': () => json({ data: makeUser({ role: 'admin' }) }) },
      'GET /api/admin/jobs/queues': () => json({ data: queues }),
      'GET /api/admin/jobs': () => fail(500, 'The server had a problem'),
    });
    await userEvent.click(screen.getByRole('button', { name: /^Running/ }));
    expect(
      await screen.findByText('The server had a problem', { selector: 'p' }),
    ).toBeInTheDocument();
  });

  it('is not for editors or moderators, and calls no jobs API for them', async () => {
    signedInAs('moderator', [job(ID1)]);
    render('/admin/jobs');
    expect(
      await screen.findByTestId('admin-forbidden', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(server.requests.filter((r) => r.path.startsWith('/api/admin/jobs'))).toEqual([]);
  });
});

describe('tries', () => {
  it('counts the try pg-boss has not counted yet once a job has started', () => {
    expect(triesMade({ startedAt: null, retryCount: 0 })).toBe(0);
    expect(triesMade({ startedAt: '2026-11-21T10:00:00.000Z', retryCount: 0 })).toBe(1);
    expect(triesMade({ startedAt: '2026-11-21T10:00:00.000Z', retryCount: 12 })).toBe(13);
  });
});
