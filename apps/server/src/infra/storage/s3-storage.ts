import { createReadStream } from 'node:fs';
import { stat as statFile } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AppConfig } from '../../config.js';
import {
  assertSafeKey,
  cacheControlFor,
  contentTypeFor,
  type Storage,
  type StoredObjectInfo,
} from './storage.js';

/** The S3 settings of the configuration (config.ts documents each field). */
export type S3StorageConfig = NonNullable<AppConfig['s3']>;

export interface S3Storage extends Storage {
  readonly kind: 's3';
  readonly client: S3Client;
}

export const isS3Storage = (storage: Storage): storage is S3Storage =>
  (storage as Partial<S3Storage>).kind === 's3';

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    error.$metadata.httpStatusCode === 404);

/** Where browsers read objects: the CDN when given, else the store's own URL of the object. */
export const s3PublicBase = (config: S3StorageConfig): string => {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  if (!config.endpoint) return `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
  const endpoint = new URL(config.endpoint);
  const origin = endpoint.origin + endpoint.pathname.replace(/\/+$/, '');
  if (config.forcePathStyle) return `${origin}/${config.bucket}`;
  return `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
};

/** Any S3-compatible store (AWS, MinIO, R2, s3rver in tests) through the AWS SDK. */
export const createS3Storage = (config: S3StorageConfig): S3Storage => {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Newer SDKs add CRC checksums to every request; presigned browser PUTs cannot carry them
    // and many S3-compatible stores reject them, so only where the API demands one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const publicBase = s3PublicBase(config);

  const head = async (key: string): Promise<StoredObjectInfo | undefined> => {
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket, Key: assertSafeKey(key) }));
      return {
        size: out.ContentLength ?? 0,
        modifiedAt: out.LastModified ?? new Date(0),
        contentType: out.ContentType ?? contentTypeFor(key),
        etag: out.ETag ?? '',
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };

  return {
    kind: 's3',
    client,
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertSafeKey(key),
          Body: data,
          ContentType: contentType ?? contentTypeFor(key),
          // Read by the CDN in front of the bucket: the same policy as GET /media locally.
          CacheControl: cacheControlFor(key),
        }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: assertSafeKey(key) }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    stat: head,
    stream(key, range): Readable {
      // The interface is synchronous; the object arrives later, errors come through the stream.
      const out = new PassThrough();
      const safeKey = assertSafeKey(key);
      client
        .send(
          new GetObjectCommand({
            Bucket,
            Key: safeKey,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        )
        .then((res) => {
          if (!(res.Body instanceof Readable)) throw new Error('S3 body is not a Node stream');
          res.Body.on('error', (error) => out.destroy(error));
          out.on('close', () => (res.Body as Readable).destroy());
          res.Body.pipe(out);
        })
        .catch((error: unknown) => out.destroy(error as Error));
      return out;
    },
    async exists(key) {
      return (await head(key)) !== undefined;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async putFile(key, path, contentType) {
      const { size } = await statFile(path);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertSafeKey(key),
          Body: createReadStream(path),
          ContentLength: size,
          ContentType: contentType ?? contentTypeFor(key),
          CacheControl: cacheControlFor(key),
        }),
      );
    },
    async copy(fromKey, toKey) {
      const source = await head(fromKey);
      if (!source) throw new Error(`copy: no object at ${fromKey}`);
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: assertSafeKey(toKey),
          CopySource: `${Bucket}/${assertSafeKey(fromKey).split('/').map(encodeURIComponent).join('/')}`,
          // The destination's own caching policy (a published key is immutable, staging is not).
          MetadataDirective: 'REPLACE',
          ContentType: source.contentType,
          CacheControl: cacheControlFor(toKey),
        }),
      );
    },
    async readLocation(key, expiresInSeconds) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: assertSafeKey(key) }), {
        expiresIn: expiresInSeconds,
      });
    },
    publicUrl(key) {
      return `${publicBase}/${assertSafeKey(key).split('/').map(encodeURIComponent).join('/')}`;
    },
    async createUploadUrl({ key, contentType, expiresInSeconds }) {
      // The content type is signed, so the browser must send exactly it. The size cannot be
      // bounded by a presigned PUT (only a POST policy can); checkUploadedImage enforces it.
      // If-None-Match: * is signed too, so the store refuses a second PUT to the key (412): an
      // upload URL writes once, and replaying it cannot replace a file that was checked.
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket,
          Key: assertSafeKey(key),
          ContentType: contentType,
          IfNoneMatch: '*',
        }),
        {
          expiresIn: expiresInSeconds,
          signableHeaders: new Set(['content-type', 'if-none-match']),
        },
      );
      return { url, headers: { 'content-type': contentType, 'if-none-match': '*' } };
    },
  };
};
