import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@dalbit/contract';
import { json, stubFetch, type FetchStub } from '../../test/fetch-stub';
import { makeUser } from '../../test/fixtures/user';
import { LocationProbe, renderRoutes, setWidth } from '../../test/render-app';
import { AdminApp } from '../admin-app';
import { navFor, NAV_PLAN } from '../nav-plan';

let server: FetchStub;
const dashboard = {
  days: 7,
  since: '2026-01-01T00:00:00.000Z',
  signUps: 12,
  verifiedAccounts: 9,
  plays: 40,
  watchSeconds: 7200,
  topFilms: [],
  pledgedAmount: 150000,
  pledges: 3,
  applicationsWaiting: 2,
  openReports: 1,
  failedJobs: 4,
};

const signedInAs = (role: Role) => {
  localStorage.setItem('dalbit.token', 'tok');
  server.answer({
    'GET /api/user/me': () => json({ data: makeUser({ role }) }),
    'GET /api/admin/dashboard': () => json({ data: dashboard }),
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

describe('the back office guard and navigation', () => {
  it('sends a visitor to sign in', async () => {
    render('/admin');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'), {
      timeout: 10_000,
    });
  });

  it('tells a plain user the back office is not theirs, and calls no staff API', async () => {
    signedInAs('user');
    render('/admin');
    expect(
      await screen.findByTestId('admin-forbidden', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(server.requests.filter((r) => r.path.startsWith('/api/admin/'))).toEqual([]);
  });

  it("shows a moderator only the areas of the moderator's permissions", async () => {
    signedInAs('moderator');
    render('/admin');
    const nav = (
      await screen.findAllByRole('navigation', { name: 'Back office' }, { timeout: 10_000 })
    )[0]!;
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(['Dashboard', 'Moderation', 'Accounts']);
    expect(await screen.findByText('12')).toBeInTheDocument();
  });

  it('shows an editor the content areas and refuses the settings page', async () => {
    signedInAs('editor');
    render('/admin/settings');
    expect(
      await screen.findByTestId('admin-forbidden', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Back office' })[0]!;
    expect(within(nav).queryByText('Site settings')).toBeNull();
    expect(within(nav).getByText('Notices & events')).toBeInTheDocument();
    expect(server.to('GET /api/admin/settings')).toEqual([]);
  });

  it('shows each built area to the roles of its permission', () => {
    expect(NAV_PLAN.map((e) => e.key)).toEqual(
      expect.arrayContaining(['films', 'projects', 'jobs']),
    );
    const adminKeys = navFor('admin').map((e) => e.key);
    // Projects are the editors' and the admins' (projects.manage), not the moderators'.
    expect(adminKeys).toContain('projects');
    expect(navFor('editor').map((e) => e.key)).toContain('projects');
    expect(navFor('moderator').map((e) => e.key)).not.toContain('projects');
    expect(adminKeys).toContain('films');
    expect(adminKeys).toContain('audit');
    // The jobs view is the admin's alone.
    expect(adminKeys).toContain('jobs');
    expect(navFor('editor').map((e) => e.key)).not.toContain('jobs');
    expect(navFor('moderator').map((e) => e.key)).not.toContain('jobs');
    // Films are the editors' (films.manage), not the moderators'.
    expect(navFor('editor').map((e) => e.key)).toContain('films');
    expect(navFor('moderator').map((e) => e.key)).not.toContain('films');
    // Settlements and backers are the editors' (projects.manage), not the moderators'.
    expect(navFor('editor').map((e) => e.key)).toContain('settlements');
    expect(navFor('moderator').map((e) => e.key)).not.toContain('settlements');
  });
});
