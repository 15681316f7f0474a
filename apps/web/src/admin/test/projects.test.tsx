import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StudioProject } from '@dalbit/contract';
import { fail, json, ok, stubFetch, type FetchStub } from '../../test/fetch-stub';
import { makeUser } from '../../test/fixtures/user';
import { renderRoutes, setWidth } from '../../test/render-app';
import { makePledge, makeProject } from '../../test/fixtures/project';
import { AdminApp } from '../admin-app';
import { recordToasts } from '../../test/toasts';

const toastMocks = recordToasts();

let server: FetchStub;
const LONG = { timeout: 10_000 };
const open = (path: string) => renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], path);
const page = (items: StudioProject[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  totalPages: 1,
});

beforeEach(() => {
  server = stubFetch();
  setWidth(1280);
  localStorage.setItem('dalbit.token', 'tok');
  for (const mock of Object.values(toastMocks)) mock.mockReset();
});

describe('projects in the back office', () => {
  it('opens on the review queue and lists by the chosen state', async () => {
    server.answer({
      'GET /api/user/me': () => json({ data: makeUser({ role: 'editor' }) }),
      'GET /api/admin/projects': (request) =>
        ok(
          page(
            request.query.get('state') === 'in_review'
              ? [makeProject({ state: 'in_review' })]
              : [makeProject({ _id: '8', state: 'draft', title_eng: 'Lighthouse' })],
          ),
        ),
    });
    open('/admin/projects');
    const table = await screen.findByTestId('admin-projects-table', {}, LONG);
    const link = await within(table).findByRole('link', { name: 'Moonlit Ferry' }, LONG);
    expect(link).toHaveAttribute('href', '/admin/projects/7');
    expect(within(table).getByText('In review')).toBeInTheDocument();
    expect(server.to('GET /api/admin/projects')[0]!.query.get('state')).toBe('in_review');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'draft');
    expect(await within(table).findByRole('link', { name: 'Lighthouse' }, LONG)).toBeVisible();
  });

  it('approves a project in review with a comment; the state follows the answer', async () => {
    server.answer({
      'GET /api/user/me': () => json({ data: makeUser({ role: 'editor' }) }),
      'GET /api/admin/projects/7': () => ok(makeProject({ state: 'in_review' })),
      'POST /api/admin/projects/7/approve': () =>
        ok(makeProject({ state: 'approved', reviewComment: 'Looks good' })),
      'GET /api/admin/projects': () => ok(page([])),
    });
    open('/admin/projects/7');
    // Sending back needs the reviewer's comments; approving does not.
    const sendBack = await screen.findByTestId('review-send-back', {}, LONG);
    expect(sendBack).toBeDisabled();
    await userEvent.type(screen.getByTestId('review-comment'), 'Looks good');
    expect(sendBack).toBeEnabled();
    await userEvent.click(screen.getByTestId('review-approve'));
    await waitFor(() => expect(server.to('POST /api/admin/projects/7/approve')).toHaveLength(1));
    expect(server.to('POST /api/admin/projects/7/approve')[0]!.body).toEqual({
      comment: 'Looks good',
    });
    await waitFor(() => expect(screen.getByTestId('project-state')).toHaveTextContent('Approved'));
    // Approved: the review gives way to the schedule.
    expect(screen.queryByTestId('review-approve')).not.toBeInTheDocument();
    expect(screen.getByTestId('schedule-save')).toBeInTheDocument();
    expect(screen.getByTestId('studio-review-comment')).toHaveTextContent('Looks good');
  });

  it("sends a project back with comments and shows the server's refusal in place", async () => {
    server.answer({
      'GET /api/user/me': () => json({ data: makeUser({ role: 'editor' }) }),
      'GET /api/admin/projects/7': () => ok(makeProject({ state: 'in_review' })),
      'POST /api/admin/projects/7/send-back': () =>
        fail(409, 'This project is not in review any more.', 'project.state_invalid'),
    });
    open('/admin/projects/7');
    await userEvent.type(
      await screen.findByTestId('review-comment', {}, LONG),
      'Add a delivery month',
    );
    await userEvent.click(screen.getByTestId('review-send-back'));
    expect(await screen.findByText('This project is not in review any more.')).toBeVisible();
    expect(server.to('POST /api/admin/projects/7/send-back')[0]!.body).toEqual({
      comment: 'Add a delivery month',
    });
    expect(screen.getByTestId('project-state')).toHaveTextContent('In review');
  });

  it('refunds a charged pledge only with a reason; a refunded one has no action left', async () => {
    server.answer({
      'GET /api/user/me': () => json({ data: makeUser({ role: 'editor' }) }),
      'GET /api/admin/projects/7': () =>
        ok(makeProject({ state: 'settled', status: 'succeeded', locked: true })),
      'GET /api/admin/projects/7/pledges': () =>
        ok([
          makePledge({ _id: '900', status: 'charged', backerEmail: 'kim@dalbit.test' }),
          makePledge({ _id: '901', status: 'refunded', backerName: 'Moon' }),
        ]),
      'POST /api/admin/projects/pledges/900/refund': () => ok({ _id: '900', status: 'refunded' }),
    });
    open('/admin/projects/7');
    const table = await screen.findByTestId('backers-table', {}, LONG);
    // Staff see the e-mail; a refunded pledge has no action left.
    expect(table).toHaveTextContent('kim@dalbit.test');
    expect(screen.queryByTestId('pledge-refund-901')).not.toBeInTheDocument();
    const refund = screen.getByTestId('pledge-refund-900');
    expect(refund).toBeDisabled();
    await userEvent.type(screen.getByTestId('pledge-reason-900'), 'Delivery impossible');
    await userEvent.click(refund);
    await waitFor(() =>
      expect(server.to('POST /api/admin/projects/pledges/900/refund')).toHaveLength(1),
    );
    expect(server.to('POST /api/admin/projects/pledges/900/refund')[0]!.body).toEqual({
      reason: 'Delivery impossible',
    });
  });
});
