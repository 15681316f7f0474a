import type { FastifyInstance } from 'fastify';
import type { Db } from '../../infra/database/database.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import type { StaffGuard } from '../../infra/http/staff-guard.js';
import type { Clock } from '../../shared/clock.js';
import type { AuditTrail } from '../audit/audit.module.js';
import { createCatalogueRepository } from './catalogue.repository.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { createCatalogueService } from './catalogue.service.js';

export interface CatalogueDeps {
  db: Db;
  guard: StaffGuard;
  audit: AuditTrail;
  /** Drops the public answers' cache (a film appears or goes at once). */
  changed: () => void;
  now: Clock;
}

/**
 * The back office's catalogue (docs/product/back-office.md#films-and-videos): films and their
 * videos as staff see them, with each video's media state from the ingest.
 */
export const registerCatalogue = async (app: FastifyInstance, deps: CatalogueDeps) => {
  const service = createCatalogueService({
    repository: createCatalogueRepository(deps.db),
    audit: deps.audit,
    changed: deps.changed,
    now: deps.now,
  });
  await app.register(catalogueRoutes, {
    prefix: `${API_PREFIX}/admin/films`,
    service,
    guard: deps.guard,
  });
  return { service };
};
