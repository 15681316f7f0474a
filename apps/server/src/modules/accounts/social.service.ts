import {
  USER_NAME_MAX_LENGTH,
  type AuthToken,
  type Language,
  type Locale,
  type SocialProvider,
  type User,
} from '@dalbit/contract';
import { AppError } from '../../infra/http/app-error.js';
import type { SocialProfile } from '../../infra/social/social-profile.js';
import {
  IdentityRaceError,
  type IdentitiesRepository,
  type IdentityOperations,
} from './identities.repository.js';
import type { Authenticated, SessionsService } from './sessions.service.js';
import type { UsersRepository } from './users.repository.js';
import { toUserDto } from './users.dto.js';
import type { UserRow } from './users.table.js';
import type { ClientInfo } from './auth.service.js';
import type { Clock } from '../../shared/clock.js';

// A provider this server does not offer is the client's mistake (400), unlike one that is down.
const notOffered = () => new AppError('auth.social_unavailable', { status: 400 });

export const FALLBACK_USER_NAME = 'Dalbit user';

/** A provider's display name fitted to our name rule (Hangul, Latin letters, digits, spaces). */
export const sanitizeName = (raw: string | null): string => {
  const cleaned = (raw ?? '')
    .normalize('NFC')
    .replace(/[^0-9A-Za-z\u3131-\u318E\uAC00-\uD7A3 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, USER_NAME_MAX_LENGTH)
    .trim();
  return cleaned || FALLBACK_USER_NAME;
};

export interface SocialDeps {
  identities: IdentitiesRepository;
  users: UsersRepository;
  sessions: SessionsService;
  /** Null when the provider is not configured. */
  verifyGoogle: ((token: string) => Promise<SocialProfile>) | null;
  verifyKakao: ((token: string) => Promise<SocialProfile>) | null;
  /** Sends a verification code to the account's (pending) e-mail: auth.service's sendCode. */
  sendVerifyCode: (email: string, locale: Locale) => Promise<void>;
  revokeVerifyCodes: (email: string) => Promise<void>;
  now: Clock;
}

interface SignIn {
  provider: SocialProvider;
  profile: SocialProfile;
  language: Language;
}

/**
 * The account rule, one transaction: a known identity is its user. Otherwise an e-mail the
 * provider vouches for finds the account with that e-mail: a verified one is linked; an
 * unverified one was perhaps registered by someone else first (pre-account takeover), so it is
 * handed over clean (no password, no session, no other identity). Without a vouched e-mail no
 * existing account is ever joined: a new account starts without e-mail and adds one.
 */
const resolveAccount = async (ops: IdentityOperations, input: SignIn, now: Date) => {
  const { provider, profile } = input;
  const known = await ops.userOfIdentity(provider, profile.subject);
  if (known) return known;

  const vouched = profile.emailVerified ? profile.email : null;
  let user: UserRow | undefined = vouched ? await ops.userByEmail(vouched) : undefined;
  if (user && !user.emailVerifiedAt) user = await ops.takeOver(user.id, now);
  user ??= await ops.createUser({
    userName: sanitizeName(profile.name),
    email: vouched,
    emailVerifiedAt: vouched ? now : null,
    passwordHash: null,
    language: input.language,
    typeToken: provider,
    createdAt: now,
    updatedAt: now,
  });
  await ops.link({
    provider,
    subject: profile.subject,
    userId: user.id,
    email: profile.email,
    now,
  });
  return user;
};

export const createSocialService = (deps: SocialDeps) => {
  const signIn = async (input: SignIn, client: ClientInfo): Promise<AuthToken> => {
    let user: UserRow | undefined;
    // A concurrent first sign-in of the same person may win a unique key: once more finds it.
    for (let attempt = 0; !user; attempt++) {
      try {
        user = await deps.identities.transaction((ops) =>
          resolveAccount(ops, input, new Date(deps.now())),
        );
      } catch (error) {
        if (!(error instanceof IdentityRaceError) || attempt >= 2) throw error;
      }
    }
    if (user.suspendedAt) throw new AppError('auth.suspended');
    const token = await deps.sessions.create(user.id, { ...client, provider: input.provider });
    return { token, isEmailVerified: user.emailVerifiedAt !== null };
  };

  return {
    async loginWithGoogle(
      body: { googleToken: string; language: Language },
      client: ClientInfo,
    ): Promise<AuthToken> {
      const token = body.googleToken.trim();
      if (!token) throw new AppError('auth.google_token_missing');
      if (!deps.verifyGoogle) throw notOffered();
      const profile = await deps.verifyGoogle(token);
      return signIn({ provider: 'google', profile, language: body.language }, client);
    },

    async loginWithKakao(
      body: { kakaoToken: string; language: Language },
      client: ClientInfo,
    ): Promise<AuthToken> {
      if (!deps.verifyKakao) throw notOffered();
      const profile = await deps.verifyKakao(body.kakaoToken.trim());
      return signIn({ provider: 'kakao', profile, language: body.language }, client);
    },

    /**
     * Names the e-mail of an account that has no verified one (a Kakao account whose owner
     * withheld it) and mails it a code; check-otp-verify with that e-mail then verifies it.
     */
    async addEmail({ user, session }: Authenticated, email: string, locale: Locale): Promise<User> {
      if (user.emailVerifiedAt) throw new AppError('auth.email_already_verified');
      let current = user;
      if (email !== user.email) {
        const holder = await deps.users.findByEmail(email);
        if (holder && holder.id !== user.id) throw new AppError('auth.email_taken');
        const updated = await deps.users.setPendingEmail(user.id, email, new Date(deps.now()));
        if (!updated) throw new AppError('auth.email_taken');
        // A code mailed to the previous address must not verify whoever registers it next.
        if (user.email) await deps.revokeVerifyCodes(user.email);
        current = updated;
      }
      await deps.sendVerifyCode(email, locale);
      return toUserDto(current, session.provider);
    },
  };
};

export type SocialService = ReturnType<typeof createSocialService>;
