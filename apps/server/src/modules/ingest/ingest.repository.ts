import { and, desc, eq, ilike, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../infra/database/database.js';
import { escapeLike } from '../../shared/like.js';
import { films, videos, type RenditionInfo, type VideoRow } from '../films/films.table.js';
import {
  retiredLadders,
  videoAssets,
  type SourceFacts,
  type TranscodeOutput,
  type VideoAssetRow,
} from './ingest.table.js';

const ACTIVE = ['uploading', 'processing'] as const;

export interface NewUpload {
  videoId: bigint;
  uploadId: string;
  sourceName: string;
  sourceBytes: number;
  createdBy: bigint | null;
}

export interface PublishInput {
  prefix: string;
  durationSeconds: number;
  renditions: RenditionInfo[];
  thumbnails: string[];
  /** The poster's URL, when the publish should set it. */
  thumbnail: string | undefined;
  storyboardKey: string | null;
  /** When the ladder this one replaces may be deleted (viewers may still be playing it). */
  retireUntil: Date;
}

/** Every query of the ingest: its own table, and the media columns of the films' videos. */
export const createIngestRepository = (db: Db) => {
  const one = async (id: bigint) =>
    (await db.select().from(videoAssets).where(eq(videoAssets.id, id)).limit(1))[0];

  /** Updates an asset only while `claim` still holds it and it is processing. */
  const whileClaimed = (id: bigint, claim: string) =>
    and(eq(videoAssets.id, id), eq(videoAssets.claim, claim), eq(videoAssets.status, 'processing'));

  return {
    findById: one,

    async findByUploadId(uploadId: string): Promise<VideoAssetRow | undefined> {
      const rows = await db
        .select()
        .from(videoAssets)
        .where(eq(videoAssets.uploadId, uploadId))
        .limit(1);
      return rows[0];
    },

    async findVideo(videoId: bigint): Promise<VideoRow | undefined> {
      return (await db.select().from(videos).where(eq(videos.id, videoId)).limit(1))[0];
    },

    /** Every upload of a video, oldest first. */
    async assetsOf(videoId: bigint): Promise<VideoAssetRow[]> {
      return db
        .select()
        .from(videoAssets)
        .where(eq(videoAssets.videoId, videoId))
        .orderBy(videoAssets.id);
    },

    async latestOf(videoId: bigint): Promise<VideoAssetRow | undefined> {
      const rows = await db
        .select()
        .from(videoAssets)
        .where(eq(videoAssets.videoId, videoId))
        .orderBy(desc(videoAssets.id))
        .limit(1);
      return rows[0];
    },

    /**
     * The new upload's row, or 'busy' when the video already has one uploading or processing;
     * the video's row is locked so two uploads started together cannot both pass.
     */
    async createUpload(input: NewUpload): Promise<VideoAssetRow | 'busy' | 'no_video'> {
      return db.transaction(async (tx) => {
        const video = await tx
          .select({ id: videos.id })
          .from(videos)
          .where(eq(videos.id, input.videoId))
          .for('update');
        if (video.length === 0) return 'no_video';
        const active = await tx
          .select({ id: videoAssets.id })
          .from(videoAssets)
          .where(and(eq(videoAssets.videoId, input.videoId), inArray(videoAssets.status, ACTIVE)))
          .limit(1);
        if (active.length > 0) return 'busy';
        const [row] = await tx.insert(videoAssets).values(input).returning();
        if (!row) throw new Error('asset insert returned nothing');
        return row;
      });
    },

    async setUploadProgress(id: bigint, progress: number, at: Date): Promise<void> {
      await db
        .update(videoAssets)
        .set({ progress, updatedAt: at })
        .where(and(eq(videoAssets.id, id), eq(videoAssets.status, 'uploading')));
    },

    /** The upload is complete and its source accepted: on to the transcode. */
    async markProcessing(id: bigint, source: SourceFacts, at: Date): Promise<boolean> {
      const rows = await db
        .update(videoAssets)
        .set({ status: 'processing', progress: 0, source, updatedAt: at })
        .where(and(eq(videoAssets.id, id), eq(videoAssets.status, 'uploading')))
        .returning({ id: videoAssets.id });
      return rows.length > 0;
    },

    async remove(id: bigint): Promise<void> {
      await db.delete(videoAssets).where(eq(videoAssets.id, id));
    },

    /** Takes the asset for one transcode attempt; undefined when it is not processing. */
    async claim(id: bigint, claim: string, at: Date): Promise<VideoAssetRow | undefined> {
      const rows = await db
        .update(videoAssets)
        .set({ claim, attempts: sql`${videoAssets.attempts} + 1`, updatedAt: at })
        .where(and(eq(videoAssets.id, id), eq(videoAssets.status, 'processing')))
        .returning();
      return rows[0];
    },

    /** False when the asset was cancelled or another attempt took it over: stop then. */
    async reportProgress(id: bigint, claim: string, progress: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(videoAssets)
        .set({ progress, updatedAt: at })
        .where(whileClaimed(id, claim))
        .returning({ id: videoAssets.id });
      return rows.length > 0;
    },

    async setStaged(
      id: bigint,
      claim: string,
      stagingPrefix: string,
      output: TranscodeOutput,
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(videoAssets)
        .set({ stagingPrefix, output, updatedAt: at })
        .where(whileClaimed(id, claim))
        .returning({ id: videoAssets.id });
      return rows.length > 0;
    },

    /**
     * The atomic switch: the asset becomes ready and the video points at the new ladder, in one
     * transaction, only while the attempt still holds its claim.
     */
    async publish(id: bigint, claim: string, input: PublishInput, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [asset] = await tx
          .update(videoAssets)
          .set({
            status: 'ready',
            progress: 100,
            claim: null,
            stagingPrefix: null,
            publishedPrefix: input.prefix,
            errorCode: null,
            updatedAt: at,
          })
          .where(whileClaimed(id, claim))
          .returning();
        if (!asset) return false;
        // The film first, then the video, as every writer of a film's videos takes them
        // (catalogue.repository.ts, removeEpisode): a first ladder makes the film listed, which
        // the videos trigger writes on the film's row (migration 0022), so holding the video and
        // then waiting for the film would deadlock with a removal holding the film.
        await tx.execute(
          sql`select ${films.id} from ${films} where ${films.id} = (select ${videos.filmId} from ${videos} where ${videos.id} = ${asset.videoId}) for no key update`,
        );
        // The ladder being replaced: kept for viewers still playing it, deleted later.
        const [old] = await tx
          .select({ prefix: videos.storagePrefix, renditions: videos.renditions })
          .from(videos)
          .where(eq(videos.id, asset.videoId))
          .for('update');
        if (old && old.prefix !== input.prefix && old.renditions.length > 0) {
          await tx
            .insert(retiredLadders)
            .values({
              videoId: asset.videoId,
              prefix: old.prefix,
              retiredAt: at,
              deleteAfter: input.retireUntil,
            })
            .onConflictDoNothing();
        }
        await tx
          .update(videos)
          .set({
            storagePrefix: input.prefix,
            durationSeconds: Math.round(input.durationSeconds),
            renditions: input.renditions,
            thumbnails: input.thumbnails,
            storyboardKey: input.storyboardKey,
            ...(input.thumbnail === undefined ? {} : { thumbnail: input.thumbnail }),
          })
          .where(eq(videos.id, asset.videoId));
        return true;
      });
    },

    async fail(id: bigint, claim: string, errorCode: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(videoAssets)
        .set({ status: 'failed', errorCode, claim: null, updatedAt: at })
        .where(whileClaimed(id, claim))
        .returning({ id: videoAssets.id });
      return rows.length > 0;
    },

    /** Cancels an upload or a transcode; undefined when there was nothing left to cancel. */
    async cancel(id: bigint, at: Date): Promise<VideoAssetRow | undefined> {
      const rows = await db
        .update(videoAssets)
        .set({ status: 'cancelled', claim: null, updatedAt: at })
        .where(and(eq(videoAssets.id, id), inArray(videoAssets.status, ACTIVE)))
        .returning();
      return rows[0];
    },

    /** Retired ladders whose time has come. */
    async dueLadders(at: Date) {
      return db.select().from(retiredLadders).where(lte(retiredLadders.deleteAfter, at));
    },

    /**
     * Image URLs films and videos still show (a poster picked from a frame): their files stay
     * when the ladder around them goes.
     */
    async imagesUnder(urlPrefix: string): Promise<Set<string>> {
      const like = `${escapeLike(urlPrefix)}%`;
      const [filmRows, videoRows] = await Promise.all([
        db
          .select({
            a: films.posterDomestic,
            b: films.posterOversea,
            c: films.backdropDomestic,
            d: films.backdropOversea,
          })
          .from(films)
          .where(
            or(
              ilike(films.posterDomestic, like),
              ilike(films.posterOversea, like),
              ilike(films.backdropDomestic, like),
              ilike(films.backdropOversea, like),
            ),
          ),
        db.select({ a: videos.thumbnail }).from(videos).where(ilike(videos.thumbnail, like)),
      ]);
      return new Set(
        [...filmRows.flatMap((r) => [r.a, r.b, r.c, r.d]), ...videoRows.map((r) => r.a)].filter(
          (url) => url.startsWith(urlPrefix),
        ),
      );
    },

    /** True when a video still points at the prefix (never deleted then). */
    async prefixInUse(prefix: string): Promise<boolean> {
      const rows = await db
        .select({ id: videos.id })
        .from(videos)
        .where(eq(videos.storagePrefix, prefix))
        .limit(1);
      return rows.length > 0;
    },

    async forgetLadder(id: bigint): Promise<void> {
      await db.delete(retiredLadders).where(eq(retiredLadders.id, id));
    },

    async clearStaging(id: bigint): Promise<void> {
      await db.update(videoAssets).set({ stagingPrefix: null }).where(eq(videoAssets.id, id));
    },

    async markSourceDeleted(id: bigint): Promise<void> {
      await db.update(videoAssets).set({ sourceDeleted: true }).where(eq(videoAssets.id, id));
    },

    /** Uploads nobody wrote to since `before`. */
    async staleUploads(before: Date): Promise<VideoAssetRow[]> {
      return db
        .select()
        .from(videoAssets)
        .where(and(eq(videoAssets.status, 'uploading'), lt(videoAssets.updatedAt, before)));
    },

    /** Transcodes that reported nothing since `before`: their worker died. */
    async staleTranscodes(before: Date): Promise<VideoAssetRow[]> {
      return db
        .select()
        .from(videoAssets)
        .where(and(eq(videoAssets.status, 'processing'), lt(videoAssets.updatedAt, before)));
    },

    /** Failed or cancelled assets whose source or staged files are still kept. */
    async leftovers(before: Date): Promise<VideoAssetRow[]> {
      return db
        .select()
        .from(videoAssets)
        .where(
          and(
            inArray(videoAssets.status, ['failed', 'cancelled']),
            lt(videoAssets.updatedAt, before),
            sql`(${videoAssets.sourceDeleted} = false or ${isNotNull(videoAssets.stagingPrefix)})`,
          ),
        );
    },

    async setSubtitles(videoId: bigint, update: (current: VideoRow) => VideoRow['subtitles']) {
      return db.transaction(async (tx) => {
        const [video] = await tx.select().from(videos).where(eq(videos.id, videoId)).for('update');
        if (!video) return undefined;
        const subtitles = update(video);
        await tx.update(videos).set({ subtitles }).where(eq(videos.id, videoId));
        return { ...video, subtitles };
      });
    },

    async setPoster(videoId: bigint, thumbnail: string): Promise<void> {
      await db.update(videos).set({ thumbnail }).where(eq(videos.id, videoId));
    },
  };
};

export type IngestRepository = ReturnType<typeof createIngestRepository>;
