import type { FastifyInstance } from 'fastify';
import { createImageVariants } from '../../infra/media/image-variants.js';
import type { MediaTools } from '../../infra/media/run-tool.js';
import type { Storage } from '../../infra/storage/storage.js';
import { mediaJobs } from './media.jobs.js';
import { mediaRoutes } from './media.routes.js';

/**
 * Stored files under /media, with resized copies of images made on first request (and, with
 * local storage, the signed upload PUT). Returns the sweep of orphaned copies for the queue.
 */
export const registerMedia = async (
  app: FastifyInstance,
  deps: { storage: Storage; tools: Pick<MediaTools, 'ffmpeg'> },
) => {
  const variants = createImageVariants({
    storage: deps.storage,
    tools: deps.tools,
    warn: (context, message) => app.log.warn(context, message),
  });
  await app.register(mediaRoutes, { storage: deps.storage, variants });
  return { jobs: mediaJobs({ storage: deps.storage }) };
};
