import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProjectInput, StudioProject, UpdateInput } from '@dalbit/contract';
import { fail, json, ok, stubFetch, type FetchStub } from '../../../test/fetch-stub';
import { signedIn } from '../../../test/fixtures/user';
import { renderRoutes, setWidth } from '../../../test/render-app';
import { StudioPage } from '../pages/studio-page';
import { StudioProjectPage } from '../pages/studio-project-page';
import { makePledge, makeProject } from '../../../test/fixtures/project';
import { recordToasts } from '../../../test/toasts';

const toastMocks = recordToasts();

let server: FetchStub;
const routes = [
  { path: '/studio', element: <StudioPage /> },
  { path: '/studio/:id', element: <StudioProjectPage /> },
];
const open = (path: string) => renderRoutes(routes, path);
const LONG = { timeout: 10_000 };

beforeEach(() => {
  server = stubFetch();
  setWidth(1280);
  for (const mock of Object.values(toastMocks)) mock.mockReset();
});

describe('the studio list', () => {
  it('links each of my projects to its page with its state', async () => {
    server.answer({
      ...signedIn(),
      'GET /api/studio/projects': () =>
        ok([makeProject(), makeProject({ _id: '8', state: 'in_review', title_eng: 'Second' })]),
    });
    open('/studio');
    const list = await screen.findByTestId('studio-projects', {}, LONG);
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2));
    expect(within(list).getByRole('link', { name: 'Moonlit Ferry' })).toHaveAttribute(
      'href',
      '/studio/7',
    );
    expect(within(list).getByText('In review')).toBeInTheDocument();
    expect(within(list).getByText('Draft')).toBeInTheDocument();
  });

  it('explains where projects come from when there are none', async () => {
    server.answer({ ...signedIn(), 'GET /api/studio/projects': () => ok([]) });
    open('/studio');
    expect(await screen.findByText('No projects yet', {}, LONG)).toBeInTheDocument();
  });
});

describe('the project editor', () => {
  it('saves both languages, the goal in won and two rewards', async () => {
    server.answer({
      ...signedIn(),
      'GET /api/studio/projects/7': () => ok(makeProject()),
      'PUT /api/studio/projects/7': (request) =>
        ok(makeProject({ title_eng: (request.body as ProjectInput).title_eng })),
      'GET /api/studio/projects': () => ok([makeProject()]),
    });
    open('/studio/7');
    const title = await screen.findByTestId('studio-title-en', {}, LONG);
    await userEvent.clear(title);
    await userEvent.type(title, 'Moonlit Ferry II');
    const goal = screen.getByTestId('studio-goal');
    await userEvent.clear(goal);
    await userEvent.type(goal, '5000000');
    await userEvent.click(screen.getByTestId('studio-add-reward'));
    await userEvent.type(screen.getByTestId('studio-reward-1-name-ko'), '블루레이');
    await userEvent.type(screen.getByTestId('studio-reward-1-name-en'), 'Blu-ray');
    await userEvent.type(screen.getByTestId('studio-reward-1-price'), '40000');
    await userEvent.click(screen.getByTestId('studio-save'));
    await waitFor(() => expect(server.to('PUT /api/studio/projects/7')).toHaveLength(1));
    const body = server.to('PUT /api/studio/projects/7')[0]!.body as ProjectInput;
    expect(body.title_eng).toBe('Moonlit Ferry II');
    expect(body.title_kr).toBe('달빛 나룻배');
    expect(body.goalAmount).toBe(5_000_000);
    expect(body.products.map((p) => [p.name_kr, p.price])).toEqual([
      ['감사 카드', 10_000],
      ['블루레이', 40_000],
    ]);
    // The existing reward keeps its id, so the server updates it rather than adding a twin.
    expect(body.products[0]).toMatchObject({ _id: '70' });
    await waitFor(() =>
      expect(toastMocks.success).toHaveBeenCalledWith('Saved', expect.anything()),
    );
    expect(screen.queryByTestId('studio-editor-error')).not.toBeInTheDocument();
  });

  it("shows the server's message for a refused save and says nothing was saved", async () => {
    server.answer({
      ...signedIn(),
      'GET /api/studio/projects/7': () => ok(makeProject()),
      'PUT /api/studio/projects/7': () =>
        fail(400, 'The price must be a whole number of won.', 'validation.failed'),
    });
    open('/studio/7');
    const price = await screen.findByTestId('studio-reward-0-price', {}, LONG);
    await userEvent.clear(price);
    await userEvent.type(price, '-5');
    await userEvent.click(screen.getByTestId('studio-save'));
    expect(await screen.findByTestId('studio-editor-error')).toHaveTextContent(
      'The price must be a whole number of won.',
    );
    expect(toastMocks.success).not.toHaveBeenCalled();
  });

  it('leaves only the story and images editable once funding started', async () => {
    server.answer({
      ...signedIn(),
      'GET /api/studio/projects/7': () =>
        ok(makeProject({ state: 'funding', status: 'funding', locked: true })),
      'GET /api/studio/projects/7/backers': () => ok([]),
    });
    open('/studio/7');
    expect(
      await screen.findByText(
        'Only the story and images can change now; the goal, dates and rewards are fixed.',
        {},
        LONG,
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('studio-goal')).toBeDisabled();
    expect(screen.getByTestId('studio-title-en')).toBeDisabled();
    expect(screen.getByTestId('studio-reward-0-price')).toBeDisabled();
    expect(screen.getByTestId('studio-story-en')).toBeEnabled();
    expect(screen.queryByTestId('studio-submit')).not.toBeInTheDocument();
  });
});

describe('submitting for review', () => {
  it('submits a draft: the state becomes In review and the editor waits for staff', async () => {
    server.answer({
      ...signedIn(),
      'GET /api/studio/projects/7': () => ok(makeProject()),
      'POST /api/studio/projects/7/submit': () => ok(makeProject({ state: 'in_review' })),
      'GET /api/studio/projects': () => ok([]),
    });
    open('/studio/7');
    await userEvent.click(await screen.findByTestId('studio-submit', {}, LONG));
    await waitFor(() => expect(screen.getByTestId('project-state')).toHaveTextContent('In review'));
    expect(server.to('POST /api/studio/projects/7/submit')).toHaveLength(1);
    expect(screen.queryByTestId('studio-submit')).not.toBeInTheDocument();
    expect(
      screen.getByText('Staff are reviewing this project: it cannot be edited until they answer.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('studio-save')).toBeDisabled();
    expect(toastMocks.success).toHaveBeenCalledWith('Submitted for review', expect.anything());
  });

  it('keeps the draft and shows why when the server refuses (no reward yet)', async () => {
    server.answer({
      ...signedIn(),
      'GET /api/studio/projects/7': () => ok(makeProject({ products: [] })),
      'POST /api/studio/projects/7/submit': () =>
        fail(400, 'Add a goal and at least one reward before review.', 'project.incomplete'),
    });
    open('/studio/7');
    await userEvent.click(await screen.findByTestId('studio-submit', {}, LONG));
    await waitFor(() =>
      expect(toastMocks.error).toHaveBeenCalledWith(
        'Add a goal and at least one reward before review.',
        expect.anything(),
      ),
    );
    expect(screen.getByTestId('project-state')).toHaveTextContent('Draft');
    expect(screen.getByTestId('studio-submit')).toBeEnabled();
  });
});

describe('updates and backers', () => {
  const live = () =>
    makeProject({ state: 'funding', status: 'funding', locked: true, pledgedAmount: 40_000 });

  it('posts a backers-only update and lists it with its audience', async () => {
    let project: StudioProject = live();
    server.answer({
      ...signedIn(),
      'GET /api/studio/projects/7': () => ok(project),
      'GET /api/studio/projects/7/backers': () => ok([]),
      'GET /api/studio/projects': () => ok([project]),
      'POST /api/studio/projects/7/updates': (request) => {
        const body = request.body as UpdateInput;
        project = {
          ...project,
          updates: [
            {
              _id: '1',
              title_kr: body.title_kr ?? '',
              title_eng: body.title_eng ?? '',
              content_kr: body.content_kr ?? '',
              content_eng: body.content_eng ?? '',
              audience: body.audience ?? 'public',
              createdAt: '2026-12-02T00:00:00.000Z',
            },
          ],
        };
        return json({ data: project }, 201);
      },
    });
    open('/studio/7');
    await userEvent.type(
      await screen.findByTestId('studio-update-title-ko', {}, LONG),
      '후원자 소식',
    );
    await userEvent.type(screen.getByTestId('studio-update-title-en'), 'For our backers');
    await userEvent.type(screen.getByTestId('studio-update-content-ko'), '비밀 사진');
    await userEvent.type(screen.getByTestId('studio-update-content-en'), 'Secret photos');
    await userEvent.click(screen.getByTestId('studio-update-backers'));
    await userEvent.click(screen.getByTestId('studio-update-post'));
    await waitFor(() => expect(server.to('POST /api/studio/projects/7/updates')).toHaveLength(1));
    expect(server.to('POST /api/studio/projects/7/updates')[0]!.body).toEqual({
      title_kr: '후원자 소식',
      title_eng: 'For our backers',
      content_kr: '비밀 사진',
      content_eng: 'Secret photos',
      audience: 'backers',
    });
    const posted = await screen.findByRole('heading', { name: /For our backers/ });
    expect(posted).toHaveTextContent('Backers only');
    // The form starts over, for everyone again.
    expect(screen.getByTestId('studio-update-title-en')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Everyone' })).toBeChecked();
  });

  it('says updates wait until the project is public', async () => {
    server.answer({ ...signedIn(), 'GET /api/studio/projects/7': () => ok(makeProject()) });
    open('/studio/7');
    expect(
      await screen.findByText('Updates can be posted once the project is public.', {}, LONG),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('studio-update-form')).not.toBeInTheDocument();
  });

  it('lists the backers with their rewards, amount and state, without e-mails', async () => {
    server.answer({
      ...signedIn(),
      'GET /api/studio/projects/7': () => ok(live()),
      'GET /api/studio/projects/7/backers': () =>
        ok([makePledge(), makePledge({ _id: '901', backerName: 'Moon', status: 'cancelled' })]),
    });
    open('/studio/7');
    const table = await screen.findByTestId('backers-table', {}, LONG);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('김달빛');
    expect(rows[0]).toHaveTextContent('Blu-ray');
    expect(rows[0]).toHaveTextContent('Reserved');
    expect(rows[0]).toHaveTextContent(/40,000/);
    expect(rows[1]).toHaveTextContent('Cancelled');
    expect(table).not.toHaveTextContent('@');
  });
});
