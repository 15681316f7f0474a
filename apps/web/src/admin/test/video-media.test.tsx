import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminFilmSummary, VideoMedia } from '@dalbit/contract';
import { fail, json, stubFetch, type FetchStub, type RouteTable } from '../../test/fetch-stub';
import { makeUser } from '../../test/fixtures/user';
import { renderRoutes, setWidth } from '../../test/render-app';
import { AdminApp } from '../admin-app';
import { toKoreaInput } from '../features/films/korea-time';
import { addSample, formatDuration, uploadRate } from '../features/films/upload-rate';

let server: FetchStub;

const asset = (over: Partial<NonNullable<VideoMedia['asset']>> = {}) => ({
  _id: '9',
  videoId: '5',
  status: 'processing' as const,
  progress: 37.5,
  error: null,
  sourceName: 'episode-1.mov',
  sourceBytes: 1000,
  source: { durationSeconds: 20, width: 1280, height: 720, frameRate: 25, hasAudio: true },
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:01.000Z',
  ...over,
});

const ready: VideoMedia = {
  videoId: '5',
  asset: asset({ status: 'ready', progress: 100 }),
  masterUrl: '/media/videos/5/9/master.m3u8',
  renditions: [
    { width: 1280, height: 720, bandwidth: 3000000 },
    { width: 854, height: 480, bandwidth: 1500000 },
  ],
  durationSeconds: 20,
  thumbnail: '/media/videos/5/9/thumbnails/03.jpg',
  thumbnails: [1, 2, 3, 4, 5].map((n) => `/media/videos/5/9/thumbnails/0${n}.jpg`),
  storyboardUrl: '/media/videos/5/9/storyboard.vtt',
  subtitles: [{ lang: 'ko', label: '한국어', url: '/media/videos/5/subs/ko-1.vtt' }],
};

const films: AdminFilmSummary[] = [
  {
    _id: '1',
    type: 'web_series',
    titleKr: '달빛 편의점',
    titleEng: 'Moonlight Store',
    posterDomestic: '',
    releaseDate: '2026-01-01',
    state: 'draft',
    publishAt: null,
    visible: false,
    missing: ['synopsis'],
    videos: [
      {
        _id: '5',
        episodeNumber: 1,
        titleKr: '첫 손님',
        titleEng: 'First customer',
        durationSeconds: 20,
        playable: false,
        thumbnail: '',
        asset: { status: 'processing', progress: 37.5 },
      },
    ],
  },
];

const base: RouteTable = {
  'GET /api/user/me': () => json({ data: makeUser({ role: 'editor' }) }),
  'GET /api/admin/films': () =>
    json({ data: { items: films, page: 1, pageSize: 20, total: 1, totalPages: 1 } }),
};
/** The signed-in editor's routes and the test's own. */
const answer = (routes: RouteTable) => server.answer({ ...base, ...routes });

beforeEach(() => {
  server = stubFetch();
  setWidth(1280);
  localStorage.setItem('dalbit.token', 'tok');
  answer({});
});

describe('the films list', () => {
  it('shows each video with its transcode progress and leads to its media', async () => {
    renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], '/admin/films');
    const link = await screen.findByRole(
      'link',
      { name: 'Episode 1 · First customer' },
      { timeout: 10_000 },
    );
    expect(link).toHaveAttribute('href', '/admin/films/videos/5');
    expect(screen.getByText('Transcoding 37%')).toBeInTheDocument();
    expect(screen.getByTestId('film-missing')).toHaveTextContent('Translation missing: synopsis');
    expect(screen.getByRole('link', { name: 'Moonlight Store' })).toHaveAttribute(
      'href',
      '/admin/films/1',
    );
  });
});

describe('a film publication', () => {
  it('schedules a film at a Korea time, whatever the device zone', async () => {
    answer({
      'PUT /api/admin/films/1/publication': () =>
        json({
          data: { ...films[0], state: 'scheduled', publishAt: '2026-11-26T01:00:00.000Z' },
        }),
    });
    renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], '/admin/films');
    const form = await screen.findByRole(
      'form',
      { name: 'Publication of Moonlight Store' },
      { timeout: 10_000 },
    );
    expect(within(form).getByText('Draft', { selector: '.admin-badge' })).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText('State'), 'scheduled');
    const at = within(form).getByLabelText('Publish at (Korea time, KST)');
    await userEvent.type(at, '2026-11-26T10:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to('PUT /api/admin/films/1/publication')).toHaveLength(1));
    expect(server.to('PUT /api/admin/films/1/publication')[0]!.body).toEqual({
      state: 'scheduled',
      publishAt: '2026-11-26T10:00:00+09:00',
    });
    expect(toKoreaInput('2026-11-26T01:00:00.000Z')).toBe('2026-11-26T10:00');
  });
});

describe('a video media page', () => {
  it('shows live transcode progress and cancels it', async () => {
    answer({
      'GET /api/admin/videos/5/media': () =>
        json({
          data: {
            ...ready,
            asset: asset(),
            renditions: [],
            masterUrl: null,
            thumbnails: [],
            subtitles: [],
          },
        }),
      'POST /api/admin/videos/5/media/cancel': () =>
        json({
          data: {
            ...ready,
            asset: asset({ status: 'cancelled' }),
            renditions: [],
            masterUrl: null,
            thumbnails: [],
            subtitles: [],
          },
        }),
    });
    renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], '/admin/films/videos/5');
    const progress = await screen.findByRole(
      'progressbar',
      { name: 'Transcode progress' },
      { timeout: 10_000 },
    );
    expect(progress).toHaveAttribute('value', '37');
    expect(screen.getByTestId('media-source')).toHaveTextContent(
      'episode-1.mov: 1280×720, 25 fps, 0:20',
    );
    // A transcode is running: no second upload may start.
    expect(screen.getByLabelText('Choose a video file')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the transcode' }));
    await waitFor(() => expect(server.to('POST /api/admin/videos/5/media/cancel')).toHaveLength(1));
    expect(await screen.findByText('Cancelled', { selector: '.admin-badge' })).toBeInTheDocument();
  });

  it('names an upload a reload interrupted, so the editor picks the same file', async () => {
    answer({
      'GET /api/admin/videos/5/media': () =>
        json({
          data: { ...ready, asset: asset({ status: 'uploading', progress: 45.2, source: null }) },
        }),
    });
    renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], '/admin/films/videos/5');
    expect(
      await screen.findByTestId('upload-unfinished', {}, { timeout: 10_000 }),
    ).toHaveTextContent('An upload of episode-1.mov stopped at 45%');
    expect(screen.getByLabelText('Choose the same file again to continue')).toBeEnabled();
  });

  it('picks a poster frame and shows the ladder', async () => {
    answer({
      'GET /api/admin/videos/5/media': () => json({ data: ready }),
      'PUT /api/admin/videos/5/thumbnail': () =>
        json({ data: { ...ready, thumbnail: ready.thumbnails[0] } }),
    });
    renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], '/admin/films/videos/5');
    expect(await screen.findByTestId('media-ladder', {}, { timeout: 10_000 })).toHaveTextContent(
      'Streams: 720p · 480p (0:20)',
    );
    const frames = within(screen.getByRole('group', { name: 'Poster frame' })).getAllByRole(
      'radio',
    );
    expect(frames).toHaveLength(5);
    expect(frames[2]).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Frame 1' }));
    await waitFor(() => expect(server.to('PUT /api/admin/videos/5/thumbnail')).toHaveLength(1));
    expect(server.to('PUT /api/admin/videos/5/thumbnail')[0]!.body).toEqual({ index: 0 });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Frame 1' })).toBeChecked());
  });

  it('puts the saved poster back when saving another frame fails', async () => {
    answer({
      'GET /api/admin/videos/5/media': () => json({ data: ready }),
      'PUT /api/admin/videos/5/thumbnail': () => fail(503, 'Try again in a moment.', 'unavailable'),
    });
    renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], '/admin/films/videos/5');
    const frame = async (n: number) => screen.findByRole('radio', { name: `Frame ${n}` });
    expect(await frame(3)).toBeChecked();
    await userEvent.click(await frame(1));
    await waitFor(() => expect(server.to('PUT /api/admin/videos/5/thumbnail')).toHaveLength(1));
    await waitFor(async () => expect(await frame(3)).toBeChecked());
    expect(await frame(1)).not.toBeChecked();
  });

  it('uploads subtitles for a language and shows the translated error of a bad file', async () => {
    answer({
      'GET /api/admin/videos/5/media': () => json({ data: ready }),
      'PUT /api/admin/videos/5/subtitles/en': () =>
        fail(400, 'Line 3: a cue ends before it starts.', 'subtitle.timing'),
    });
    renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], '/admin/films/videos/5');
    await userEvent.selectOptions(
      await screen.findByLabelText('Subtitle language', {}, { timeout: 10_000 }),
      'en',
    );
    const file = new File(['1\n00:00:05,000 --> 00:00:01,000\nHi\n'], 'en.srt', { type: '' });
    await userEvent.upload(screen.getByLabelText('SRT or WebVTT file'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Upload subtitles' }));
    expect(await screen.findByTestId('subtitle-error')).toHaveTextContent(
      'Line 3: a cue ends before it starts.',
    );
    // The preview plays the video with the Korean track over it.
    const preview = screen.getByTestId('subtitle-preview');
    expect(preview.querySelector('track[srclang="ko"]')).toHaveAttribute(
      'src',
      ready.subtitles[0]!.url,
    );
  });
});

describe('upload speed and time left', () => {
  it('measures over the last seconds and starts over when an upload resumes lower', () => {
    let samples = addSample([], { at: 0, bytes: 0 });
    expect(uploadRate(samples, 10_000_000)).toBeNull();
    samples = addSample(samples, { at: 1000, bytes: 1_000_000 });
    samples = addSample(samples, { at: 2000, bytes: 2_000_000 });
    expect(uploadRate(samples, 10_000_000)).toEqual({ bytesPerSecond: 1_000_000, secondsLeft: 8 });
    // Ten seconds later at a slower pace: only the recent window counts.
    for (let s = 3; s <= 12; s += 1)
      samples = addSample(samples, { at: s * 1000, bytes: 2_000_000 + (s - 2) * 250_000 });
    expect(uploadRate(samples, 10_000_000)?.bytesPerSecond).toBe(250_000);
    expect(addSample(samples, { at: 13_000, bytes: 100 })).toEqual([{ at: 13_000, bytes: 100 }]);
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(65)).toBe('1:05');
  });
});
