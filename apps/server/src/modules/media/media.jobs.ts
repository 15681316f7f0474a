import { IMAGE_VARIANTS_PREFIX } from '@dalbit/contract/images';
import { parseVariantKey } from '../../infra/media/image-variants.js';
import { defineJob } from '../../infra/queue/job.js';
import type { Storage } from '../../infra/storage/storage.js';

/**
 * Deletes resized copies whose original is gone (a replaced ladder's frames, an abandoned avatar,
 * a deleted account's pictures): the code that deletes an original need not know of its copies.
 * Answers how many were deleted. Each original is looked up once, however many copies it has.
 */
export const sweepOrphanVariants = async (
  storage: Pick<Storage, 'list' | 'exists' | 'delete'>,
): Promise<number> => {
  const originalExists = new Map<string, boolean>();
  let deleted = 0;
  for await (const { key } of storage.list(IMAGE_VARIANTS_PREFIX)) {
    const request = parseVariantKey(key);
    let keep = false;
    if (request && 'source' in request) {
      keep = originalExists.get(request.source) ?? (await storage.exists(request.source));
      originalExists.set(request.source, keep);
    }
    if (keep) continue;
    await storage.delete(key);
    deleted += 1;
  }
  return deleted;
};

export const mediaJobs = (deps: { storage: Storage }) => [
  defineJob({
    name: 'media.variants-housekeeping',
    // Daily: an orphaned copy costs only its few kilobytes meanwhile.
    schedule: '37 3 * * *',
    retry: { limit: 2, delaySeconds: 300, backoff: true },
    timeoutSeconds: 30 * 60,
    handle: async () => ({ deleted: await sweepOrphanVariants(deps.storage) }),
  }),
];
