import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../infra/database/database.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import type { AuthGuards } from '../../infra/http/auth-guard.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { CounterStore } from '../../infra/rate-limit/counter-store.js';
import type { Clock } from '../../shared/clock.js';
import { applicationsJobs } from './applications.jobs.js';
import { createApplicationsRepository } from './applications.repository.js';
import { applicationsRoutes } from './applications.routes.js';
import { createApplicationsService } from './applications.service.js';

export interface ApplicationsDeps {
  db: Db;
  guards: AuthGuards;
  mailer: Mailer;
  counters: CounterStore;
  siteName: string;
  log: FastifyBaseLogger;
  now: Clock;
}

/** Creator applications: the apply form, its receipt mail, and the job that resends owed ones. */
export const registerApplications = async (app: FastifyInstance, deps: ApplicationsDeps) => {
  const service = createApplicationsService({
    repository: createApplicationsRepository(deps.db),
    mailer: deps.mailer,
    counters: deps.counters,
    siteName: deps.siteName,
    log: deps.log,
    now: deps.now,
  });
  await app.register(applicationsRoutes, { prefix: API_PREFIX, service, guards: deps.guards });
  return { service, jobs: applicationsJobs(service) };
};
