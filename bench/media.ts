// Media benchmarks: segment throughput of the app's /media route against a raw Node file
// stream, and the time from play() to the `playing` event in Chromium, for the app's player
// against a bare hls.js page on the raw server. Both baselines run in the same process tree.
import path from 'node:path';
import type { FilmDetail, FilmSummary, Page, Playback } from '@dalbit/contract';
import { launchChromium, load, startNode, waitFor, type LoadResult } from './lib.ts';

interface Target {
  filmId: string;
  masterUrl: string;
  /** Path of the same film's files under apps/server/assets/films. */
  relative: string;
}

const getData = async <T>(url: string) => ((await (await fetch(url)).json()) as { data: T }).data;

async function findTarget(appBase: string): Promise<Target> {
  const films = await getData<Page<FilmSummary>>(`${appBase}/api/films?type=short_movie`);
  const film = films.items[0];
  if (!film) throw new Error('no demo films: is the seed on?');
  const detail = await getData<FilmDetail>(`${appBase}/api/films/${film._id}`);
  const playback = await getData<Playback>(
    `${appBase}/api/films/videos/${detail.episodes[0]!.videoId}/playback`,
  );
  const relative = playback.masterUrl.replace(/^.*\/films\//, '');
  return { filmId: film._id, masterUrl: playback.masterUrl, relative };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function playLatency(appBase: string, rawBase: string, target: Target, runs: number) {
  const browser = await launchChromium([
    '--disable-background-networking',
    '--autoplay-policy=no-user-gesture-required',
  ]);
  const app: number[] = [];
  const bare: number[] = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      // a new context each time: nothing cached from the previous run
      const a = await browser.newContext();
      const appPage = await a.newPage();
      await appPage.goto(`${appBase}/detail-film/${target.filmId}`, { waitUntil: 'networkidle' });
      const video = appPage.getByTestId('player-video');
      // the same starting line as the baseline: source attached and enough buffered to play
      await video.evaluate(
        (v: HTMLVideoElement) =>
          v.readyState >= 3 ||
          new Promise((resolve) => {
            v.addEventListener('canplay', resolve, { once: true });
            setTimeout(resolve, 10_000);
          }),
      );
      // start the clock and press the player's own play button inside the page, as the
      // baseline calls play() inside its page: no test-driver round trip in either figure
      const elapsed = await video.evaluate(async (v: HTMLVideoElement) => {
        const playing = new Promise<number>((resolve) =>
          v.addEventListener('playing', () => resolve(performance.now()), { once: true }),
        );
        const t0 = performance.now();
        document.querySelector<HTMLButtonElement>('[data-testid="player-play"]')!.click();
        return (await playing) - t0;
      });
      app.push(elapsed);
      await a.close();

      const b = await browser.newContext();
      const barePage = await b.newPage();
      await barePage.goto(`${rawBase}/player.html`, { waitUntil: 'load' });
      bare.push(
        await barePage.evaluate(async (src) => {
          const video = document.getElementById('v') as HTMLVideoElement;
          const Hls = (
            window as unknown as {
              Hls: new () => {
                loadSource(s: string): void;
                attachMedia(v: HTMLVideoElement): void;
              };
            }
          ).Hls;
          const hls = new Hls();
          const ready = new Promise((resolve) =>
            video.addEventListener('canplay', resolve, { once: true }),
          );
          hls.loadSource(src);
          hls.attachMedia(video);
          // like the app's player, which has its source attached and buffered before the click
          await ready;
          const t0 = performance.now();
          const playing = new Promise<number>((resolve) =>
            video.addEventListener('playing', () => resolve(performance.now()), { once: true }),
          );
          await video.play();
          return (await playing) - t0;
        }, `${rawBase}/films/${target.relative}`),
      );
      await b.close();
    }
  } finally {
    await browser.close();
  }
  return { app: median(app), baseline: median(bare), ratio: median(app) / median(bare), runs };
}

export async function mediaBench(appBase: string, rawPort: number, seconds: number) {
  const raw = startNode(
    path.join(import.meta.dirname, 'raw-file-server.ts'),
    { PORT: String(rawPort) },
    true,
  );
  const rawBase = `http://127.0.0.1:${rawPort}`;
  await waitFor(`${rawBase}/health`);
  try {
    const target = await findTarget(appBase);
    const segment = target.relative.replace(/master\.m3u8$/, '480p/seg-000.ts');
    const segmentUrl = `${appBase}${target.masterUrl.replace(/master\.m3u8$/, '480p/seg-000.ts')}`;
    const rawSegmentUrl = `${rawBase}/films/${segment}`;
    await load(segmentUrl, 2);
    await load(rawSegmentUrl, 2);
    const baseline: LoadResult = await load(rawSegmentUrl, seconds);
    const app: LoadResult = await load(segmentUrl, seconds);
    const play = await playLatency(appBase, rawBase, target, 5);
    return {
      segment,
      throughput: { baseline, app, ratio: app.bytesPerSecond / baseline.bytesPerSecond },
      play,
    };
  } finally {
    await raw.stop();
  }
}
