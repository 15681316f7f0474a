import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerAuthGuards } from '../../infra/http/auth-guard.js';
import { createMailer } from '../../infra/mail/mailer.js';
import {
  createMemoryCounterStore,
  createRedisCounterStore,
  type CounterStore,
} from '../../infra/rate-limit/counter-store.js';
import type { Storage } from '../../infra/storage/storage.js';
import { areaCodesRoutes } from '../area-codes/area-codes.routes.js';
import { createGoogleVerifier } from '../../infra/social/google-verifier.js';
import { createKakaoClient } from '../../infra/social/kakao-client.js';
import { createIdentitiesRepository } from '../identities/identities.repository.js';
import { createOtpRepository } from '../otp/otp.repository.js';
import { createOtpService } from '../otp/otp.service.js';
import { createSessionsRepository } from '../sessions/sessions.repository.js';
import { createSessionsService } from '../sessions/sessions.service.js';
import { uploadsRoutes } from '../uploads/uploads.routes.js';
import { createUploadsService } from '../uploads/uploads.service.js';
import { createUsersRepository } from '../users/users.repository.js';
import { usersRoutes } from '../users/users.routes.js';
import { createUsersService } from '../users/users.service.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService, DEFAULT_LOGIN_LIMITS, type LoginLimits } from './auth.service.js';
import { socialRoutes } from './social.routes.js';
import { createSocialService } from './social.service.js';

export interface AccountsOptions {
  config: AppConfig;
  db: Db;
  storage: Storage;
  secret: string;
  /** Tests move time; defaults to Date.now. */
  now?: (() => number) | undefined;
  loginLimits?: LoginLimits | undefined;
  /** Prefix of every Redis key, so parallel test runs never share counters. */
  redisPrefix?: string | undefined;
}

/**
 * The composition root of the account features (users, sessions, codes, social sign-in,
 * uploads): each gets
 * its collaborators here, so the feature modules never import one another.
 */
export const registerAccounts = async (root: FastifyInstance, options: AccountsOptions) => {
  const { config, db, storage, secret } = options;
  const now = options.now ?? Date.now;
  const counters: CounterStore = config.redisUrl
    ? createRedisCounterStore(config.redisUrl, options.redisPrefix ?? 'dalbit:')
    : createMemoryCounterStore(now);
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: `${config.dataDir}/outbox`,
    log: root.log,
  });
  root.addHook('onClose', async () => {
    mailer.close();
    await counters.close();
  });

  const usersRepository = createUsersRepository(db);
  const sessions = createSessionsService(createSessionsRepository(db), now);
  const otp = createOtpService(createOtpRepository(db), secret, now);
  const uploads = createUploadsService(storage);
  const users = createUsersService(usersRepository, uploads.checkAvatar, now);
  const auth = createAuthService({
    users: usersRepository,
    sessions,
    otp,
    mailer,
    counters,
    siteName: config.siteName,
    loginLimits: options.loginLimits ?? DEFAULT_LOGIN_LIMITS,
    log: root.log,
    now,
  });
  const social = createSocialService({
    identities: createIdentitiesRepository(db),
    users: usersRepository,
    sessions,
    verifyGoogle: config.google ? createGoogleVerifier(config.google) : null,
    verifyKakao: config.kakao ? createKakaoClient(config.kakao) : null,
    sendVerifyCode: (email, locale) => auth.sendCode(email, 'verify_email', locale),
    revokeVerifyCodes: (email) => otp.revoke(email, 'verify_email'),
    now,
  });
  const guards = registerAuthGuards(root, sessions);

  const routes = async (api: FastifyInstance) => {
    await api.register(authRoutes, { service: auth, guards });
    await api.register(socialRoutes, { service: social, guards });
    await api.register(usersRoutes, { service: users, guards });
    await api.register(areaCodesRoutes);
    await api.register(uploadsRoutes, { service: uploads, guards });
  };
  /**
   * The routes to register under /api, and what other features share: the guards that protect
   * their routes, the mailer and the rate-limit counters.
   */
  return { routes, guards, mailer, counters };
};
