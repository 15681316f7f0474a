import type { FastifyInstance } from 'fastify';
import type { Db } from '../../infra/database/database.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import type { StaffGuard } from '../../infra/http/staff-guard.js';
import type { Clock } from '../../shared/clock.js';
import type { AuditTrail } from '../audit/audit.module.js';
import { createCatalogueRepository } from './catalogue.repository.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { createCatalogueService } from './catalogue.service.js';
import {
  createFilmEditorService,
  type PosterUploads,
  type VideoMediaFiles,
} from './film-editor.service.js';
import { keysUnder, type Storage } from '../../infra/storage/storage.js';
import { createRailsRepository } from './rails.repository.js';
import { railsRoutes } from './rails.routes.js';
import { createRailsService } from './rails.service.js';

export interface CatalogueDeps {
  db: Db;
  guard: StaffGuard;
  audit: AuditTrail;
  /** Drops the public answers' cache (a film appears or goes at once). */
  changed: () => void;
  now: Clock;
  /** Uploaded posters and backdrops (the accounts module's image check). */
  posters: PosterUploads;
  storage: Pick<Storage, 'publicUrl' | 'copy' | 'list'>;
  /** A removed episode's files (the ingest module). */
  media: VideoMediaFiles;
}

/**
 * The back office's catalogue (docs/product/back-office.md#films-and-videos): films and their
 * videos as staff see them, with each video's media state from the ingest.
 */
export const registerCatalogue = async (app: FastifyInstance, deps: CatalogueDeps) => {
  const repository = createCatalogueRepository(deps.db);
  const editor = createFilmEditorService({
    repository,
    audit: deps.audit,
    changed: deps.changed,
    now: deps.now,
    posters: deps.posters,
    publicUrl: (key) => deps.storage.publicUrl(key),
    copy: (fromKey, toKey) => deps.storage.copy(fromKey, toKey),
    list: (prefix) => keysUnder(deps.storage, prefix),
    media: deps.media,
  });
  const service = createCatalogueService({
    repository,
    audit: deps.audit,
    changed: deps.changed,
    now: deps.now,
  });
  await app.register(catalogueRoutes, {
    prefix: `${API_PREFIX}/admin/films`,
    service,
    editor,
    guard: deps.guard,
  });
  const rails = createRailsService({
    rails: createRailsRepository(deps.db),
    catalogue: repository,
    audit: deps.audit,
    changed: deps.changed,
    now: deps.now,
  });
  await app.register(railsRoutes, {
    prefix: `${API_PREFIX}/admin/rails`,
    service: rails,
    guard: deps.guard,
  });
  return { service };
};
