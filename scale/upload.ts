/**
 * A resumable (tus) upload across the two web processes
 * (docs/product/video-ingest.md#several-web-processes): created through nginx with an 8 MB chunk
 * (over the 6 MB body limit of the other routes), then up to half on one process and the rest on
 * the other, after a stalled request on the first that the second takes the upload's lock from;
 * the file assembles byte for byte and the worker publishes its ladder.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import type pg from 'pg';
import { call, dataOf, makeUsers } from './http.js';
import { sleep, waitFor } from './services.js';

const TUS = { 'Tus-Resumable': '1.0.0' };

const tus = async (
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
) => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { ...TUS, ...headers },
    ...(body ? { body } : {}),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
};

/**
 * 2 s of a noisy test pattern with a tone, encoded losslessly: about 20 MB, so that one chunk
 * through nginx is larger than its 6 MB body limit for the other routes.
 */
const makeSource = (dir: string) => {
  const out = join(dir, 'scale-master.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=2,noise=alls=60:allf=t'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '64k', '-shortest', out],
  ]);
  return readFileSync(out);
};

/** A PATCH of `source` from `from` to `to`. */
const patch = (
  port: number,
  path: string,
  auth: Record<string, string>,
  source: Buffer,
  from: number,
  to: number,
) =>
  tus(
    port,
    'PATCH',
    path,
    { ...auth, 'Upload-Offset': String(from), 'Content-Type': 'application/offset+octet-stream' },
    source.subarray(from, to),
  );

export const uploadAcrossProcessesCheck = async (
  nginx: number,
  [web1, web2]: [number, number],
  db: pg.Client,
  dirs: { tmp: string; data: string },
) => {
  const started = performance.now();
  const source = makeSource(dirs.tmp);
  const [token] = await makeUsers(db, 'uploader', 1);
  if (!token) throw new Error('no staff account');
  await db.query(`update users set role = 'editor' where email = 'uploader0@scale.example'`);
  const auth = { Authorization: `Bearer ${token}` };
  const film = await call(nginx, 'POST', '/api/admin/films', {
    token,
    body: { type: 'short_movie', title_kr: '업로드 시험', title_eng: 'Upload test' },
  });
  if (film.status !== 201) throw new Error(`new film answered ${film.status}`);
  const videoId = dataOf<{ episodes: { _id: string }[] }>(film).episodes[0]?._id ?? '';
  const meta = (value: string) => Buffer.from(value).toString('base64');

  const created = await tus(nginx, 'POST', '/api/admin/uploads', {
    ...auth,
    'Upload-Length': String(source.length),
    'Upload-Metadata': `videoId ${meta(videoId)},filename ${meta('master.mp4')},filetype ${meta('video/mp4')}`,
  });
  const path = created.headers.get('location');
  if (created.status !== 201 || !path) throw new Error(`tus creation answered ${created.status}`);
  const chunk = 8 * 1024 * 1024;
  const half = Math.floor(source.length / 2);
  if (half <= chunk) throw new Error(`the source is too small (${source.length} bytes)`);

  // An 8 MB chunk through nginx (whichever process), then up to half on the first process,
  // which then stalls with its connection open.
  const viaNginx = await patch(nginx, path, auth, source, 0, chunk);
  if (viaNginx.status !== 204)
    throw new Error(`an 8 MB chunk through nginx answered ${viaNginx.status}`);
  const first = await patch(web1, path, auth, source, chunk, half);
  if (first.status !== 204) throw new Error(`part one on web1 answered ${first.status}`);
  let stalledEnded = false;
  const stalled = request(`http://127.0.0.1:${web1}${path}`, {
    method: 'PATCH',
    headers: {
      ...TUS,
      ...auth,
      'Upload-Offset': String(half),
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(source.length - half),
    },
  });
  const ended = () => (stalledEnded = true);
  stalled.on('error', ended).on('close', ended).on('response', ended);
  // Headers only: the request holds the upload's lock on web1 and waits for a body.
  stalled.flushHeaders();
  await sleep(300);

  // The client resumes on the second process: its HEAD takes the lock from web1's request.
  const head = await tus(web2, 'HEAD', path, auth);
  if (head.status !== 200) throw new Error(`HEAD on web2 answered ${head.status}`);
  await waitFor('the stalled request on web1 to be ended', async () => stalledEnded, 10_000);
  const offset = Number(head.headers.get('upload-offset'));
  if (offset !== half) throw new Error(`web2 says offset ${offset}, web1 had ${half}`);
  const second = await patch(web2, path, auth, source, offset, source.length);
  if (second.status !== 204) throw new Error(`part two on web2 answered ${second.status}`);
  stalled.destroy();

  // The file on disk is the source, byte for byte; the worker publishes its ladder.
  const uploadId = path.split('/').pop() ?? '';
  const stored = readFileSync(join(dirs.data, 'uploads', uploadId));
  if (!stored.equals(source)) throw new Error('the assembled upload differs from the source');
  let status = '';
  await waitFor(
    'the worker to publish the uploaded video',
    async () => {
      const media = await call(nginx, 'GET', `/api/admin/videos/${videoId}/media`, { token });
      status = dataOf<{ asset: { status: string } | null }>(media).asset?.status ?? '';
      if (status === 'failed' || status === 'cancelled') throw new Error(`the asset ${status}`);
      return status === 'ready';
    },
    90_000,
  );
  return {
    'upload in two parts over two web processes, to a published ladder (s)': (
      (performance.now() - started) /
      1000
    ).toFixed(1),
  };
};
