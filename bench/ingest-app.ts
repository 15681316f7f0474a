// The ingest benchmark's servers, in one child process: the real app (buildApp, the same code as
// dist/server.js) on a fresh embedded database with a staff account and empty videos, and the
// baseline, a bare Node server that streams a PUT body into a file. Sends { app, raw, token,
// videoIds } to the parent once both listen.
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { films, sessions, users, videos } from '../apps/server/src/db/schema.ts';
import { newSessionToken, sha256Hex } from '../apps/server/src/infra/crypto/tokens.ts';
import { openConfiguredDatabase } from '../apps/server/src/startup.ts';

const dataDir = process.env.DATA_DIR ?? '';
const videoCount = Number(process.env.VIDEO_COUNT ?? 4);
const config = loadConfig({
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  RATE_LIMIT_PER_MINUTE: '10000000',
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
});
const database = await openConfiguredDatabase(config);
await database.migrate();
const { db } = database;
const [admin] = await db
  .insert(users)
  .values({
    userName: 'Bench',
    email: 'bench@dalbit.local',
    role: 'admin',
    emailVerifiedAt: new Date(),
  })
  .returning();
const token = newSessionToken();
const now = new Date();
await db.insert(sessions).values({
  userId: admin!.id,
  tokenHash: sha256Hex(token),
  createdAt: now,
  lastUsedAt: now,
  expiresAt: new Date(now.getTime() + 86_400_000),
  provider: 'other',
});
const [film] = await db
  .insert(films)
  .values({
    type: 'web_series',
    slug: 'bench',
    titleKr: '벤치',
    titleEng: 'Bench',
    releaseDate: '2026-01-01',
  })
  .returning();
const videoIds: string[] = [];
for (let n = 1; n <= videoCount; n += 1) {
  const [video] = await db
    .insert(videos)
    .values({ filmId: film!.id, episodeNumber: n, storagePrefix: `films/bench/v${n}` })
    .returning();
  videoIds.push(String(video!.id));
}

const app = await buildApp(config, { database });
await app.listen({ port: 0, host: '127.0.0.1' });
// Transcodes are jobs: this process is also the worker, as APP_ROLE=all runs it.
await app.queue.start({ work: true, schedule: false });

const rawDir = path.join(dataDir, 'raw');
mkdirSync(rawDir, { recursive: true });
let received = 0;
const raw = createServer((req, res) => {
  received += 1;
  pipeline(req, createWriteStream(path.join(rawDir, `upload-${received}`))).then(
    () => res.writeHead(204).end(),
    () => res.writeHead(500).end(),
  );
});
await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));

process.send?.({
  app: (app.server.address() as AddressInfo).port,
  raw: (raw.address() as AddressInfo).port,
  token,
  videoIds,
});
process.once('SIGTERM', () => {
  raw.close();
  void app.close().then(() => process.exit(0));
});
