import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { makePlayback, VTT } from '../../../test/fixtures/films';
import { advance } from './media-stubs';
import { playerTestSetup, renderPlayer } from './player-setup';

vi.mock('hls.js', async () => ({ default: (await import('./player-setup')).FakeHls }));

playerTestSetup();

const STORYBOARD = `WEBVTT

00:00:00.000 --> 00:00:06.000
storyboard.jpg#xywh=0,0,160,90

00:00:06.000 --> 00:00:12.000
storyboard.jpg#xywh=160,0,160,90
`;

const JA = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nこんにちは、月明かり。\n';

describe('VideoPlayer with an ingested video', () => {
  it('offers whatever languages the video has, without "both" when English is missing', async () => {
    stubFetch({
      'GET /media/videos/7/9/ko.vtt': () => new Response(VTT.ko),
      'GET /media/videos/7/9/ja.vtt': () => new Response(JA),
    });
    const user = userEvent.setup();
    const { video, player } = await renderPlayer({
      playback: makePlayback({
        subtitles: [
          { lang: 'ko', label: '한국어', url: '/media/videos/7/9/ko.vtt' },
          { lang: 'ja', label: '日本語', url: '/media/videos/7/9/ja.vtt' },
        ],
      }),
    });
    act(() => advance(video, 2));
    await user.click(screen.getByTestId('player-subtitles'));
    const options = screen.getAllByTestId('subtitle-option');
    expect(options.map((o) => o.textContent)).toEqual(['Off', 'Korean', '日本語']);
    await user.click(options[2]!);
    await waitFor(() =>
      expect(screen.getByTestId('subtitle-overlay')).toHaveTextContent('こんにちは、月明かり。'),
    );
    expect(player).toHaveAttribute('data-subtitles', 'ja');
    expect(screen.getByTestId('player-subtitles')).toHaveTextContent('JA');
  });

  it('shows the storyboard tile of the place the pointer points to on the seek bar', async () => {
    stubFetch({
      'GET /media/films/moon/v1/storyboard.vtt': () => new Response(STORYBOARD),
      'GET /media/films/moon/v1/ko.vtt': () => new Response(VTT.ko),
      'GET /media/films/moon/v1/en.vtt': () => new Response(VTT.en),
    });
    await renderPlayer({
      playback: makePlayback({ storyboardUrl: '/media/films/moon/v1/storyboard.vtt' }),
    });
    const area = screen.getByTestId('player-seek-area');
    area.getBoundingClientRect = () => ({ left: 0, width: 400, top: 0, height: 22 }) as DOMRect;
    await waitFor(() => {
      fireEvent.pointerMove(area, { clientX: 300 });
      expect(screen.getByTestId('seek-preview')).toBeInTheDocument();
    });
    // 300 of 400 px of a 12-second video: 0:09, the second tile.
    expect(screen.getByTestId('seek-preview')).toHaveTextContent('0:09');
    const image = screen.getByTestId('seek-preview-image');
    expect(image.style.backgroundPosition).toBe('-160px 0px');
    expect(image.style.backgroundImage).toContain('/media/films/moon/v1/storyboard.jpg');
    fireEvent.pointerLeave(area);
    expect(screen.queryByTestId('seek-preview')).not.toBeInTheDocument();
  });

  it('shows no preview for a video without a storyboard', async () => {
    await renderPlayer();
    const area = screen.getByTestId('player-seek-area');
    area.getBoundingClientRect = () => ({ left: 0, width: 400, top: 0, height: 22 }) as DOMRect;
    fireEvent.pointerMove(area, { clientX: 100 });
    expect(screen.queryByTestId('seek-preview')).not.toBeInTheDocument();
  });
});
