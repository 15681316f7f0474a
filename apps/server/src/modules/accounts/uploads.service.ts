import {
  can,
  UPLOAD_MAX_BYTES,
  UPLOAD_TICKET_TTL_SECONDS,
  type UploadTicket,
  type UploadTicketBody,
} from '@dalbit/contract';
import { randomName } from '../../infra/crypto/tokens.js';
import { AppError } from '../../infra/http/app-error.js';
import { checkUploadedImage } from '../../infra/storage/image-check.js';
import { assertSafeKey, InvalidKeyError, type Storage } from '../../infra/storage/storage.js';

const EXTENSIONS: Record<UploadTicketBody['contentType'], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const TYPE_OF_EXTENSION = new Map(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));

const avatarPrefix = (userId: bigint) => `avatars/${userId.toString()}/`;
/** Notice and event covers: uploaded by staff who manage them, readable by everyone. */
const COVER_PREFIX = 'covers/';
/** Film posters and backdrops: uploaded by staff who manage films, readable by everyone. */
const POSTER_PREFIX = 'posters/';

const STAFF_KINDS = {
  cover: { permission: 'events.manage', folder: COVER_PREFIX },
  poster: { permission: 'films.manage', folder: POSTER_PREFIX },
} as const;
/** Project images (cover, gallery, story): each uploader's own folder. */
const projectPrefix = (userId: bigint) => `projects/${userId.toString()}/`;

export const createUploadsService = ({ storage }: { storage: Storage }) => ({
  /**
   * The key is ours (the user's folder, a random name, the extension of the granted type);
   * the client's file name is not used, so it can neither collide nor climb directories.
   */
  async createTicket(
    user: { id: bigint; role: string },
    body: UploadTicketBody,
  ): Promise<UploadTicket> {
    const staffKind =
      body.type === 'cover' || body.type === 'poster' ? STAFF_KINDS[body.type] : undefined;
    if (staffKind && !can(user.role, staffKind.permission)) throw new AppError('auth.forbidden');
    const folder = staffKind
      ? staffKind.folder
      : body.type === 'project'
        ? projectPrefix(user.id)
        : avatarPrefix(user.id);
    const key = `${folder}${randomName()}.${EXTENSIONS[body.contentType]}`;
    const { url } = await storage.createUploadUrl({
      key,
      contentType: body.contentType,
      size: body.size,
      expiresInSeconds: UPLOAD_TICKET_TTL_SECONDS,
    });
    return { urlPresigned: url, urlImage: storage.publicUrl(key) };
  },

  /** Accepts only a URL storage made for a key in this user's avatar folder, holding an image. */
  async checkAvatar(userId: bigint, url: string): Promise<void> {
    await checkImage(storage, keyOfUrl(storage, avatarPrefix(userId), url));
  },

  /**
   * Accepts only a URL storage made for a key in some account's project-image folder, holding an
   * image (staff editing a creator's project use their own uploads).
   */
  async checkProjectImage(url: string): Promise<void> {
    const folder = /\/projects\/(\d{1,20})\/[^/]+$/.exec(url)?.[1];
    await checkImage(
      storage,
      folder ? keyOfUrl(storage, projectPrefix(BigInt(folder)), url) : undefined,
    );
  },

  /** Accepts only a URL storage made for a key in the covers folder, holding an image. */
  async checkCover(url: string): Promise<void> {
    await checkImage(storage, keyOfUrl(storage, COVER_PREFIX, url));
  },

  /** Accepts only a URL storage made for a key in the posters folder, holding an image. */
  async checkPoster(url: string): Promise<void> {
    await checkImage(storage, keyOfUrl(storage, POSTER_PREFIX, url));
  },

  /** True when the URL is one storage hands out for the posters folder (checked or not). */
  isPosterUrl(url: string): boolean {
    return keyOfUrl(storage, POSTER_PREFIX, url) !== undefined;
  },
});

const checkImage = async (storage: Storage, key: string | undefined): Promise<void> => {
  if (!key) throw new AppError('upload.missing');
  const type = TYPE_OF_EXTENSION.get(key.split('.').pop() ?? '');
  if (!type) throw new AppError('upload.content_mismatch');
  const result = await checkUploadedImage(storage, key, type, UPLOAD_MAX_BYTES);
  // A profile naming an unusable upload is a bad request, whatever is wrong with the file.
  if (!result.ok) throw new AppError(`upload.${result.reason}`, { status: 400 });
};

/** The storage key behind a public URL of one upload folder, or undefined. */
const keyOfUrl = (storage: Storage, prefix: string, url: string): string | undefined => {
  const probe = `${prefix}x.png`;
  const probeUrl = storage.publicUrl(probe);
  const base = probeUrl.slice(0, probeUrl.length - 'x.png'.length);
  if (!url.startsWith(base)) return undefined;
  const name = url.slice(base.length);
  if (!/^[A-Za-z0-9_-]{1,64}\.[a-z]{3,4}$/.test(name)) return undefined;
  try {
    const key = assertSafeKey(`${prefix}${name}`);
    // Round trip: the URL must be exactly the one storage hands out for that key.
    return storage.publicUrl(key) === url ? key : undefined;
  } catch (error) {
    if (error instanceof InvalidKeyError) return undefined;
    throw error;
  }
};

export type UploadsService = ReturnType<typeof createUploadsService>;
