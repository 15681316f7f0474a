// Video ingest benchmarks (docs/product/video-ingest.md#benchmarks):
// - transcoding: the app's whole pipeline (ffprobe, the one-run ladder with thumbnails and
//   storyboard, staging, publish, the database switch) from the last byte of a tus upload to the
//   asset's `ready`, against the same ffmpeg ladder run directly on the same file, alternated
//   in the same run; the ratio is direct time / pipeline time (target: at least 0.9);
// - upload: tus PATCH throughput through the app (Fastify, the staff guard, @tus/server, its
//   file store) against a bare Node server streaming a PUT into a file (target: at least 0.8).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { VideoMedia } from '@dalbit/contract';
import { probeMedia } from '../apps/server/src/infra/media/ffprobe.ts';
import { ladderArgs } from '../apps/server/src/infra/media/ffmpeg-args.ts';
import { planLadder } from '../apps/server/src/infra/media/ladder.ts';
import { startNode } from './lib.ts';

const TOOLS = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const run = (command: string, args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`)),
    );
  });

const makeSource = async (dir: string, seconds: number) => {
  const out = path.join(dir, 'source-720p.mp4');
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `testsrc2=size=1280x720:rate=25:duration=${seconds}`, '-f', 'lavfi'],
    ...['-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      out,
    ],
  ]);
  return out;
};

interface Servers {
  app: string;
  raw: string;
  token: string;
  videoIds: string[];
}

const tus = (token: string, extra: Record<string, string> = {}) => ({
  'Tus-Resumable': '1.0.0',
  Authorization: `Bearer ${token}`,
  ...extra,
});

const meta = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

async function createUpload(s: Servers, size: number, videoId: string) {
  const res = await fetch(`${s.app}/api/admin/uploads`, {
    method: 'POST',
    headers: tus(s.token, {
      'Upload-Length': String(size),
      'Upload-Metadata': meta({ videoId, filename: 'bench.mp4' }),
    }),
  });
  if (res.status !== 201) throw new Error(`tus creation answered ${res.status}`);
  return new URL(res.headers.get('location') ?? '', s.app).toString();
}

/** A view of the same bytes (no copy) in the type fetch's body takes. */
const bytes = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length);

const patch = (s: Servers, url: string, offset: number, body: Buffer) =>
  fetch(url, {
    method: 'PATCH',
    headers: tus(s.token, {
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    }),
    body: bytes(body),
  });

/** Seconds from the final PATCH to `ready`, read from the asset's own timestamp. */
async function pipelineRun(s: Servers, source: Buffer, videoId: string) {
  const url = await createUpload(s, source.length, videoId);
  const started = Date.now();
  const res = await patch(s, url, 0, source);
  if (res.status !== 204)
    throw new Error(`final PATCH answered ${res.status}: ${await res.text()}`);
  for (;;) {
    const media = (
      (await (
        await fetch(`${s.app}/api/admin/videos/${videoId}/media`, {
          headers: { Authorization: `Bearer ${s.token}` },
        })
      ).json()) as { data: VideoMedia }
    ).data;
    if (media.asset?.status === 'ready')
      return (Date.parse(media.asset.updatedAt) - started) / 1000;
    if (media.asset?.status !== 'processing') throw new Error(`asset ${media.asset?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function directRun(input: string, dir: string, index: number) {
  const probe = await probeMedia(TOOLS, input);
  const plan = planLadder({
    width: probe.video.displayWidth,
    height: probe.video.displayHeight,
    frameRate: probe.video.frameRate,
  });
  const outDir = path.join(dir, `direct-${index}`);
  await mkdir(outDir, { recursive: true });
  const args = ladderArgs({ input, probe, plan, outDir });
  const started = Date.now();
  await run('ffmpeg', args);
  return (Date.now() - started) / 1000;
}

async function uploadRuns(s: Servers, megabytes: number, runs: number) {
  const body = randomBytes(megabytes * 1024 * 1024);
  const tusRates: number[] = [];
  const rawRates: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    let started = Date.now();
    const put = await fetch(`${s.raw}/file`, { method: 'PUT', body: bytes(body) });
    if (put.status !== 204) throw new Error(`raw PUT answered ${put.status}`);
    rawRates.push(megabytes / ((Date.now() - started) / 1000));

    // One byte more than sent, so the timed PATCH is pure transfer (no ffprobe at the end).
    const url = await createUpload(s, body.length + 1, s.videoIds.at(-1)!);
    started = Date.now();
    const res = await patch(s, url, 0, body);
    if (res.status !== 204) throw new Error(`PATCH answered ${res.status}`);
    tusRates.push(megabytes / ((Date.now() - started) / 1000));
    await fetch(url, { method: 'DELETE', headers: tus(s.token) });
  }
  return { tus: median(tusRates), raw: median(rawRates), tusRuns: tusRates, rawRuns: rawRates };
}

export async function ingestBench(options: { runs: number; seconds: number; uploadMb: number }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dalbit-bench-ingest-'));
  const child = startNode(
    path.join(import.meta.dirname, 'ingest-app.ts'),
    { DATA_DIR: dir, VIDEO_COUNT: String(options.runs + 1) },
    true,
  );
  try {
    const ports = await new Promise<{
      app: number;
      raw: number;
      token: string;
      videoIds: string[];
    }>((resolve, reject) => {
      child.child.once('message', (m) => resolve(m as never));
      child.child.once('exit', (code) => reject(new Error(`ingest app exited ${code}`)));
    });
    const s: Servers = {
      app: `http://127.0.0.1:${ports.app}`,
      raw: `http://127.0.0.1:${ports.raw}`,
      token: ports.token,
      videoIds: ports.videoIds,
    };
    const sourcePath = await makeSource(dir, options.seconds);
    const source = await readFile(sourcePath);
    const direct: number[] = [];
    const pipeline: number[] = [];
    // Alternate which goes first, so a change in the machine's load falls on both sides.
    for (let i = 0; i < options.runs; i += 1) {
      if (i % 2 === 0) {
        direct.push(await directRun(sourcePath, dir, i));
        pipeline.push(await pipelineRun(s, source, s.videoIds[i]!));
      } else {
        pipeline.push(await pipelineRun(s, source, s.videoIds[i]!));
        direct.push(await directRun(sourcePath, dir, i));
      }
    }
    const upload = await uploadRuns(s, options.uploadMb, options.runs);
    return {
      source: `${options.seconds} s of 1280x720 test pattern with a tone (${(source.length / 1e6).toFixed(1)} MB)`,
      transcode: {
        direct: median(direct),
        pipeline: median(pipeline),
        directRuns: direct,
        pipelineRuns: pipeline,
        ratio: median(direct) / median(pipeline),
      },
      upload: { ...upload, megabytes: options.uploadMb, ratio: upload.tus / upload.raw },
    };
  } finally {
    await child.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
