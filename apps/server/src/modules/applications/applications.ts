import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { AuthGuards } from '../../infra/http/auth-guard.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { CounterStore } from '../../infra/rate-limit/counter-store.js';
import { createApplicationsRepository } from './applications.repository.js';
import { applicationsRoutes } from './applications.routes.js';
import { createApplicationsService } from './applications.service.js';

/** Creator applications: the composition root of the module. */
export const registerApplications = (deps: {
  db: Db;
  guards: AuthGuards;
  mailer: Mailer;
  counters: CounterStore;
  siteName: string;
  log: FastifyBaseLogger;
  now: () => number;
}) => {
  const service = createApplicationsService({
    repository: createApplicationsRepository(deps.db),
    mailer: deps.mailer,
    counters: deps.counters,
    siteName: deps.siteName,
    log: deps.log,
    now: deps.now,
  });
  return {
    service,
    routes: async (api: FastifyInstance) => {
      await api.register(applicationsRoutes, { service, guards: deps.guards });
    },
  };
};
