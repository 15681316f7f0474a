import {
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  type AuthToken,
  type LoginBody,
  type Locale,
  type RegisterBody,
  type ResetPasswordBody,
  type User,
  languageToLocale,
} from '@dalbit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Passwords } from '../../infra/crypto/passwords.js';
import { AppError } from '../../infra/http/app-error.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import { renderCodeMail } from '../../infra/mail/templates.js';
import type { CounterStore } from '../../infra/rate-limit/counter-store.js';
import { enforceLimit, type Limit } from '../../infra/rate-limit/limits.js';
import type { OtpService } from './otp.service.js';
import type { OtpPurpose } from './otp.table.js';
import type { SessionsService } from './sessions.service.js';
import type { UsersRepository } from './users.repository.js';
import { toUserDto } from './users.dto.js';
import { MINUTE_MS, type Clock } from '../../shared/clock.js';

export interface LoginLimits {
  perAccount: Limit;
  perIp: Limit;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccount: { max: 10, windowMs: 15 * MINUTE_MS },
  perIp: { max: 30, windowMs: 15 * MINUTE_MS },
};

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export interface AuthDeps {
  users: UsersRepository;
  sessions: SessionsService;
  otp: OtpService;
  mailer: Mailer;
  counters: CounterStore;
  passwords: Passwords;
  siteName: string;
  loginLimits: LoginLimits;
  log: FastifyBaseLogger;
  now: Clock;
}

export const createAuthService = (deps: AuthDeps) => {
  const { users, sessions, otp, mailer, counters, passwords } = deps;

  const refuseCommon = (password: string) => {
    if (passwords.isCommon(password)) throw new AppError('password.common');
  };

  return {
    async register(body: RegisterBody, client: ClientInfo) {
      refuseCommon(body.password);
      if (await users.findByEmail(body.userEmail)) throw new AppError('auth.email_taken');
      const created = await users.insert({
        userName: body.userName,
        email: body.userEmail,
        passwordHash: await passwords.hash(body.password),
        language: body.language,
      });
      // A concurrent sign-up with the same e-mail won between the check and the insert.
      if (!created) throw new AppError('auth.email_taken');
      const token = await sessions.create(created.id, client);
      return { token, userEmail: body.userEmail };
    },

    async emailExists(email: string): Promise<boolean> {
      return (await users.findByEmail(email)) !== undefined;
    },

    /**
     * Answers the same whether or not the account exists: the cooldown counts unknown e-mails
     * too, and only the mail itself depends on the account.
     */
    async sendCode(email: string, purpose: OtpPurpose, requestLocale: Locale): Promise<void> {
      const cooldownKey = `otp:${purpose}:${email}`;
      const { count, resetMs } = await counters.hit(cooldownKey, OTP_RESEND_SECONDS * 1000);
      if (count > 1) {
        const seconds = Math.max(1, Math.ceil(resetMs / 1000));
        throw new AppError('otp.cooldown', {
          params: { seconds },
          headers: { 'retry-after': String(seconds) },
        });
      }
      const user = await users.findByEmail(email);
      const eligible =
        purpose === 'verify_email' ? user !== undefined && user.emailVerifiedAt === null : !!user;
      if (!user || !eligible) return;

      const { code, discard } = await otp.issue(email, purpose);
      const mail = renderCodeMail({
        siteName: deps.siteName,
        code,
        purpose,
        locale: user.language ? languageToLocale(user.language) : requestLocale,
        validMinutes: OTP_TTL_SECONDS / 60,
      });
      try {
        // Queued, not sent: the answer does not wait for SMTP, and an SMTP outage delays the
        // code instead of losing it. A code that expires before it could be sent is dropped.
        await mailer.send(
          { to: email, ...mail, devNote: { purpose, code } },
          { validUntil: new Date(deps.now() + OTP_TTL_SECONDS * 1000) },
        );
      } catch (error) {
        // Not even queued (the database is away): the code must not stay valid unseen, nor hold
        // the user to the cooldown.
        await discard().catch(() => undefined);
        await counters.reset(cooldownKey).catch(() => undefined);
        throw error;
      }
    },

    async verifyEmail(email: string, code: string): Promise<User> {
      await otp.consume(email, 'verify_email', code);
      const user = await users.findByEmail(email);
      const verified = user && (await users.markVerified(user.id, new Date(deps.now())));
      if (!verified) throw new AppError('otp.invalid');
      return toUserDto(verified);
    },

    async login(body: LoginBody, client: ClientInfo): Promise<AuthToken> {
      const accountKey = `login:account:${body.userEmail}`;
      await enforceLimit(counters, `login:ip:${client.ip}`, deps.loginLimits.perIp);
      await enforceLimit(counters, accountKey, deps.loginLimits.perAccount);
      const user = await users.findByEmail(body.userEmail);
      // Unknown e-mails verify against a dummy hash: same work, same answer as a wrong password.
      const stored = user?.passwordHash ?? (await passwords.dummyHash());
      const matches = await passwords.verify(stored, body.password);
      if (!user || !user.passwordHash || !matches) {
        throw new AppError('auth.invalid_credentials');
      }
      await counters.reset(accountKey);
      if (user.suspendedAt) throw new AppError('auth.suspended');
      const token = await sessions.create(user.id, client);
      return { token, isEmailVerified: user.emailVerifiedAt !== null };
    },

    logout: (sessionId: bigint) => sessions.end(sessionId),

    async resetPassword(body: ResetPasswordBody, client: ClientInfo): Promise<{ token: string }> {
      // Refuse a weak password before the code is spent, so the user can simply pick another.
      refuseCommon(body.password);
      await otp.consume(body.userEmail, 'reset_password', body.otp);
      const user = await users.findByEmail(body.userEmail);
      if (!user) throw new AppError('otp.invalid');
      if (user.suspendedAt) throw new AppError('auth.suspended');
      const now = new Date(deps.now());
      await users.update(
        user.id,
        // The code arrived by mail, which proves the address as well.
        {
          passwordHash: await passwords.hash(body.password),
          emailVerifiedAt: user.emailVerifiedAt ?? now,
        },
        now,
      );
      await sessions.endAll(user.id);
      await counters.reset(`login:account:${body.userEmail}`);
      return { token: await sessions.create(user.id, client) };
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
