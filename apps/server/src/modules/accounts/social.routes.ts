import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addEmailBodySchema,
  authTokenSchema,
  dataOf,
  googleLoginBodySchema,
  kakaoLoginBodySchema,
  userSchema,
} from '@dalbit/contract';
import { noStore } from '../../infra/http/auth-guard.js';
import type { AccountGuards } from './sessions.service.js';
import { requestLocale } from '../../infra/http/error-handler.js';
import { accountErrorResponses } from '../../infra/http/route-schema.js';
import type { SocialService } from './social.service.js';

const tags = ['accounts'];

const SOCIAL_ERRORS =
  '400 auth.social_invalid when the provider does not vouch for the token (bad signature, ' +
  'issuer, audience, expiry; a Kakao token of another app); 400 auth.social_unavailable when ' +
  'the provider is not configured; 503 auth.social_unavailable when the provider cannot be ' +
  'reached. A new identity joins an existing account only through an e-mail the provider ' +
  'has verified.';

export const socialRoutes: FastifyPluginAsyncZod<{
  service: SocialService;
  guards: AccountGuards;
}> = async (app, { service, guards }) => {
  app.addHook('onSend', noStore);
  const client = (request: { ip: string; headers: { 'user-agent'?: string | undefined } }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  app.post(
    '/user/login/google',
    {
      schema: {
        summary: 'Sign in with a Google Identity Services ID token',
        description: `400 auth.google_token_missing without a token. ${SOCIAL_ERRORS}`,
        tags,
        body: googleLoginBodySchema,
        response: { 200: dataOf(authTokenSchema), ...accountErrorResponses },
      },
    },
    async (request) => ({ data: await service.loginWithGoogle(request.body, client(request)) }),
  );

  app.post(
    '/user/login/kakao',
    {
      schema: {
        summary: 'Sign in with a Kakao access token',
        description:
          `${SOCIAL_ERRORS} An account whose owner withheld the e-mail starts without one ` +
          '(isEmailVerified false) and adds it with POST /user/add-email.',
        tags,
        body: kakaoLoginBodySchema,
        response: { 200: dataOf(authTokenSchema), ...accountErrorResponses },
      },
    },
    async (request) => ({ data: await service.loginWithKakao(request.body, client(request)) }),
  );

  app.post(
    '/user/add-email',
    {
      schema: {
        summary: 'Name the e-mail of an account without a verified one and mail it a code',
        description:
          'Then POST /user/check-otp-verify with that e-mail verifies it (send-otp resends). ' +
          '409 auth.email_taken when another account has it; 409 auth.email_already_verified ' +
          'for an account that is verified already; 429 otp.cooldown; 503 mail.failed.',
        tags,
        security: [{ bearer: [] }],
        body: addEmailBodySchema,
        response: { 200: dataOf(userSchema), ...accountErrorResponses },
      },
      preHandler: guards.requireUser,
    },
    async (request) => ({
      data: await service.addEmail(
        guards.authOf(request),
        request.body.userEmail,
        requestLocale(request),
      ),
    }),
  );
};
