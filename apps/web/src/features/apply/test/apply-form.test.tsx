import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, beforeAll } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { type FetchStub, json, type RouteTable, stubFetch } from '../../../test/fetch-stub';
import { makeUser } from '../../../test/fixtures/user';
import { LocationProbe, renderRoutes } from '../../../test/render-app';
import { formatGoal, parseGoal } from '../apply-values';
import { ApplyPage } from '../pages/apply-page';
import { loadToasts } from '../../../lib/toast';
import { recordToasts } from '../../../test/toasts';
import { alerts, expectAlerts } from '../../../test/alerts';

const toastMocks = recordToasts();
// Toasts load the library on first use (lib/toast.ts): loaded up front, each call is synchronous.
beforeAll(() => loadToasts());

let server: FetchStub;
const serve = (routes: RouteTable) => (server = stubFetch(routes));
/** The applications sent. */
const sent = () => server.to('POST /api/web-app/apply');

const renderApply = () =>
  renderRoutes(
    [
      { path: '/apply', element: <ApplyPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    '/apply',
  );

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });

/**
 * Puts a whole text into a field as one input (a paste): every keystroke re-renders the whole
 * form in jsdom, and the typed-key behaviour that matters (the goal's digit grouping) is typed.
 */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, await screen.findByRole('textbox', { name: 'Name' }), 'Moonrise Pictures');
  await user.clear(box('Email'));
  await enter(user, box('Email'), 'studio@dalbit.test');
  await enter(user, box('Mobile number'), '010-1234-5678');
  await enter(user, box('Project title'), 'Night Bus');
  await user.click(screen.getByRole('radio', { name: /Web series/ }));
  await enter(user, box('Project description'), 'Six episodes on the last bus in Seoul.');
  await user.type(box('Funding goal (KRW)'), '15000000');
  await enter(user, box('Production period'), '6 months');
}

beforeEach(() => {
  toastMocks.error.mockReset();
  sessionStorage.clear();
});

describe('goal formatting', () => {
  it('groups digits as typed and reads back the integer', () => {
    expect(formatGoal('15000000')).toBe('15,000,000');
    expect(formatGoal('1,5a00')).toBe('1,500');
    expect(formatGoal('007')).toBe('7');
    expect(formatGoal('')).toBe('');
    expect(parseGoal('15,000,000')).toBe(15_000_000);
    expect(parseGoal('')).toBeUndefined();
  });
});

describe('apply form', () => {
  it('shows translated messages next to each field and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    serve({});
    renderApply();
    await user.click(await screen.findByTestId('apply-submit'));
    await expectAlerts([
      'Name is a required field',
      'Email is a required field',
      'Mobile number is a required field',
      'Project title is a required field',
      'Please choose a video type',
      'Project description is a required field',
      'Please enter a funding goal in won (a whole number from 1)',
      'Production period is a required field',
    ]);
    expect(box('Name')).toHaveFocus();
    expect(box('Name')).toHaveAccessibleDescription(
      expect.stringContaining('Name is a required field'),
    );

    await user.type(box('Name'), 'Mina');
    await user.type(box('Email'), 'not-an-email');
    await user.type(box('Mobile number'), 'call me');
    await user.type(box(/^Portfolio link/), 'vimeo.com/mina');
    await user.click(screen.getByTestId('apply-submit'));
    await expectAlerts([
      'The input is not valid Email',
      'The input is not valid Mobile number',
      'Please enter a link that starts with http:// or https://',
    ]);
    expect(alerts()).not.toContain('Name is a required field');
    // The first field in the page's order that is still wrong gets the focus.
    expect(box('Email')).toHaveFocus();
    expect(sent()).toHaveLength(0);
  });

  it('says when a text is too long and counts its characters', async () => {
    const user = userEvent.setup();
    serve({});
    renderApply();
    const content = await screen.findByRole('textbox', { name: 'Project description' });
    await user.click(content);
    await user.paste('x'.repeat(5001));
    expect(screen.getByText('5,001 / 5,000')).toHaveAttribute('data-over', 'true');
    await user.click(screen.getByTestId('apply-submit'));
    await expectAlerts(['Project description is too long']);
  });

  it('shows the messages in Korean', async () => {
    await i18n.changeLanguage('ko');
    const user = userEvent.setup();
    serve({});
    renderApply();
    await user.click(await screen.findByTestId('apply-submit'));
    await expectAlerts([
      // The particle follows the word: 이름은, 휴대폰 번호는 (never 은(는)).
      '이름은 필수 입력 항목입니다',
      '휴대폰 번호는 필수 입력 항목입니다',
      '영상 유형을 선택해 주세요',
      '목표 금액을 원 단위 정수(1 이상)로 입력해 주세요',
    ]);
  });

  it('sends every field with the chosen benefits, the goal as a number and the language', async () => {
    const user = userEvent.setup();
    serve({ 'POST /api/web-app/apply': () => json({ data: { _id: '41' } }, 201) });
    renderApply();
    await fillValid(user);
    expect(box('Funding goal (KRW)')).toHaveValue('15,000,000');
    const benefits = screen.getByRole('group', { name: /Expected benefits/ });
    await user.click(within(benefits).getByRole('checkbox', { name: 'English subtitle support' }));
    await user.click(within(benefits).getByRole('checkbox', { name: 'Marketing location' }));
    await user.click(within(benefits).getByRole('checkbox', { name: 'Marketing location' }));
    await user.click(
      within(benefits).getByRole('checkbox', { name: 'Partial production cost support' }),
    );
    await enter(user, box(/^Portfolio link/), 'https://vimeo.com/moonrise');
    await user.click(screen.getByTestId('apply-submit'));

    const success = await screen.findByTestId('apply-success');
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.body).toEqual({
      name: 'Moonrise Pictures',
      projectTitle: 'Night Bus',
      videoType: 'web_series',
      projectContent: 'Six episodes on the last bus in Seoul.',
      email: 'studio@dalbit.test',
      mobile: '010-1234-5678',
      fundingGoal: 15_000_000,
      productionDuration: '6 months',
      portfolioLink: 'https://vimeo.com/moonrise',
      expectedBenefits: ['english_subtitles', 'production_cost_support'],
      extraInformation: '',
      language: 'english',
    });
    expect(within(success).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Thank you, Moonrise Pictures!',
    );
    expect(within(success).getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByTestId('apply-receipt')).toHaveTextContent('studio@dalbit.test');
    expect(within(success).getByRole('link', { name: /Back to home/ })).toHaveAttribute(
      'href',
      '/home',
    );
    // Sent: the draft is gone, and a new application starts blank.
    expect(sessionStorage.getItem('dalbit.applyDraft')).toBeNull();
    await user.click(within(success).getByRole('button', { name: /Send another application/ }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('shows the server error, keeps everything typed and lets the user send again', async () => {
    const user = userEvent.setup();
    let answer = () =>
      json(
        {
          errorList: ['Too many applications from this address; try again later'],
          code: 'rate.limited',
        },
        429,
      );
    serve({ 'POST /api/web-app/apply': () => answer() });
    renderApply();
    await fillValid(user);
    await user.click(screen.getByTestId('apply-submit'));

    expect(await screen.findByTestId('apply-error')).toHaveTextContent(
      'Too many applications from this address; try again later',
    );
    expect(toastMocks.error).toHaveBeenCalledWith(
      'Too many applications from this address; try again later',
      expect.anything(),
    );
    expect(screen.queryByTestId('apply-success')).not.toBeInTheDocument();
    expect(box('Project description')).toHaveValue('Six episodes on the last bus in Seoul.');
    expect(box('Funding goal (KRW)')).toHaveValue('15,000,000');
    expect(screen.getByRole('radio', { name: /Web series/ })).toBeChecked();
    expect(screen.getByTestId('apply-submit')).toBeEnabled();

    answer = () => json({ data: { _id: '42' } }, 201);
    await user.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByTestId('apply-success')).toBeInTheDocument();
    expect(sent()).toHaveLength(2);
  });

  it('disables the button while sending', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => undefined;
    serve({
      'POST /api/web-app/apply': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    renderApply();
    await fillValid(user);
    await user.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(screen.getByTestId('apply-submit')).toBeDisabled());
    expect(screen.getByTestId('apply-submit')).toHaveTextContent('Sending…');
    await user.click(screen.getByTestId('apply-submit'));
    release(json({ data: { _id: '43' } }, 201));
    expect(await screen.findByTestId('apply-success')).toBeInTheDocument();
    expect(sent()).toHaveLength(1);
  });

  it('keeps a draft through a reload', async () => {
    const user = userEvent.setup();
    serve({});
    const first = renderApply();
    await user.type(await screen.findByRole('textbox', { name: 'Project title' }), 'Night Bus');
    await user.type(box('Funding goal (KRW)'), '2500000');
    await user.click(screen.getByRole('checkbox', { name: 'Marketing location' }));
    first.unmount();

    renderApply();
    expect(await screen.findByRole('textbox', { name: 'Project title' })).toHaveValue('Night Bus');
    expect(box('Funding goal (KRW)')).toHaveValue('2,500,000');
    expect(screen.getByRole('checkbox', { name: 'Marketing location' })).toBeChecked();
  });

  it('fills the e-mail of a signed-in account and sends the bearer token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-1');
    const user = userEvent.setup();
    serve({
      'GET /api/user/me': () => json({ data: makeUser({ userEmail: 'mina@dalbit.local' }) }),
      'POST /api/web-app/apply': () => json({ data: { _id: '44' } }, 201),
    });
    renderApply();
    await waitFor(() => expect(box('Email')).toHaveValue('mina@dalbit.local'));
    await enter(user, box('Name'), 'Mina');
    await enter(user, box('Mobile number'), '+82 10-1234-5678');
    await enter(user, box('Project title'), 'Paper Moon');
    await user.click(screen.getByRole('radio', { name: /Music videos/ }));
    await enter(user, box('Project description'), 'A song about the night.');
    await enter(user, box('Funding goal (KRW)'), '3000000');
    await enter(user, box('Production period'), '3 months');
    await user.click(screen.getByTestId('apply-submit'));
    await screen.findByTestId('apply-success');
    expect(sent()[0]!.headers.get('Authorization')).toBe('Bearer token-1');
    expect(sent()[0]!.body).toMatchObject({ email: 'mina@dalbit.local', videoType: 'music_video' });
  });
});
