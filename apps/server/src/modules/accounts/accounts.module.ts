import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../infra/database/database.js';
import type { Passwords } from '../../infra/crypto/passwords.js';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import { dropKeptOnWrite } from '../../infra/http/public-answer.js';
import { createAuthGuards } from '../../infra/http/auth-guard.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { CounterStore } from '../../infra/rate-limit/counter-store.js';
import { createGoogleVerifier } from '../../infra/social/google-verifier.js';
import { createKakaoClient } from '../../infra/social/kakao-client.js';
import type { Storage } from '../../infra/storage/storage.js';
import type { Clock } from '../../shared/clock.js';
import { accountsJobs } from './accounts.jobs.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService, DEFAULT_LOGIN_LIMITS, type LoginLimits } from './auth.service.js';
import { createHousekeepingRepository } from './housekeeping.repository.js';
import { createIdentitiesRepository } from './identities.repository.js';
import { createOtpRepository } from './otp.repository.js';
import { createOtpService } from './otp.service.js';
import { createSessionsRepository } from './sessions.repository.js';
import { createSessionsService, SESSIONS_CACHE_PREFIX } from './sessions.service.js';
import { socialRoutes } from './social.routes.js';
import { createSocialService } from './social.service.js';
import { uploadsRoutes } from './uploads.routes.js';
import { createUploadsService } from './uploads.service.js';
import { createUsersRepository } from './users.repository.js';
import { usersRoutes } from './users.routes.js';
import { createUsersService } from './users.service.js';
import type { Pledge } from '@dalbit/contract';
import type { StaffGuard } from '../../infra/http/staff-guard.js';
import type { AuditTrail } from '../audit/audit.module.js';
import { accountDeletionRoutes } from './account-deletion.routes.js';
import { createAccountsAdminRepository } from './accounts.admin.repository.js';
import { accountsAdminRoutes } from './accounts.admin.routes.js';
import { createAccountsAdminService } from './accounts.admin.service.js';
import { createConfirm } from './confirm.js';

/** What the account lifecycle (staff actions, deletion) needs from the rest of the app. */
export interface AccountLifecycleDeps {
  guard: StaffGuard;
  audit: AuditTrail;
  pledgesOf: (userId: bigint) => Promise<Pledge[]>;
  forgetBacker: (userId: bigint) => Promise<void>;
}

export interface AccountsDeps {
  config: Pick<AppConfig, 'siteName' | 'google' | 'kakao'>;
  db: Db;
  storage: Storage;
  /** APP_SECRET: the key of the one-time codes' MACs. */
  secret: string;
  mailer: Mailer;
  counters: CounterStore;
  passwords: Passwords;
  log: FastifyBaseLogger;
  now: Clock;
  /** The shared cache: live sessions are kept in it (SESSIONS_CACHE_PREFIX). */
  cache?: TtlCache | undefined;
  loginLimits?: LoginLimits | undefined;
}

/**
 * Accounts: e-mail and social sign-in, sessions, one-time codes, the profile and its avatar
 * upload. Returns the guards every other module protects its routes with, since a bearer token
 * is resolved here, where sessions live, and the module's housekeeping job.
 */
export const registerAccounts = async (app: FastifyInstance, deps: AccountsDeps) => {
  const { config, db, storage, secret, mailer, counters, passwords, log, now } = deps;
  const usersRepository = createUsersRepository(db);
  const { cache } = deps;
  const sessions = createSessionsService({ repository: createSessionsRepository(db), cache, now });
  // Users and sessions change only through these routes (and the admin CLI, which notifies):
  // any write that succeeded drops every kept session, here and in the other processes.
  const forgetSessions = () => cache?.invalidate(SESSIONS_CACHE_PREFIX);
  const inScope = (routes: (scope: FastifyInstance) => Promise<void>) =>
    app.register(async (scope) => {
      scope.addHook('onSend', dropKeptOnWrite(forgetSessions));
      await routes(scope);
    });
  const otp = createOtpService({ repository: createOtpRepository(db), secret, now });
  const uploads = createUploadsService({ storage });
  const users = createUsersService({
    repository: usersRepository,
    checkAvatar: uploads.checkAvatar,
    now,
  });
  const auth = createAuthService({
    users: usersRepository,
    sessions,
    otp,
    mailer,
    counters,
    passwords,
    siteName: config.siteName,
    loginLimits: deps.loginLimits ?? DEFAULT_LOGIN_LIMITS,
    log,
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
  const guards = createAuthGuards(app, (token) => sessions.authenticate(token));

  const prefix = API_PREFIX;
  await inScope(async (scope) => {
    await scope.register(authRoutes, { prefix, service: auth, guards });
    await scope.register(socialRoutes, { prefix, service: social, guards });
    await scope.register(usersRoutes, { prefix, service: users, guards });
    await scope.register(uploadsRoutes, { prefix, service: uploads, guards });
  });

  /**
   * The second step, once the audit log and crowdfunding exist: the back office's
   * `/api/admin/accounts` and an owner's own deletion.
   */
  const registerLifecycle = async (lifecycle: AccountLifecycleDeps) => {
    const service = createAccountsAdminService({
      repository: createAccountsAdminRepository(db),
      confirm: createConfirm({ passwords, now }),
      audit: lifecycle.audit,
      pledgesOf: lifecycle.pledgesOf,
      forgetBacker: lifecycle.forgetBacker,
      now,
    });
    await inScope(async (scope) => {
      await scope.register(accountDeletionRoutes, { prefix, service, guards });
      await scope.register(accountsAdminRoutes, {
        prefix: `${prefix}/admin/accounts`,
        service,
        guard: lifecycle.guard,
        guards,
      });
    });
  };
  return {
    guards,
    registerLifecycle,
    checkCover: uploads.checkCover,
    posters: {
      isPosterUrl: (url: string) => uploads.isPosterUrl(url),
      checkPoster: (url: string) => uploads.checkPoster(url),
    },
    checkProjectImage: uploads.checkProjectImage,
    jobs: accountsJobs({ housekeeping: createHousekeepingRepository(db), storage, now }),
  };
};
