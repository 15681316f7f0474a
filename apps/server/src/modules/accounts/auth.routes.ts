import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authTokenSchema,
  checkOtpBodySchema,
  dataOf,
  emailBodySchema,
  existEmailSchema,
  loginBodySchema,
  otpSentSchema,
  registerBodySchema,
  registerResultSchema,
  resetPasswordBodySchema,
  resetResultSchema,
  userSchema,
} from '@dalbit/contract';
import { requestLocale } from '../../infra/http/error-handler.js';
import { accountErrorResponses } from '../../infra/http/route-schema.js';
import { translate } from '../../infra/i18n/translate.js';
import { noStore } from '../../infra/http/auth-guard.js';
import type { AccountGuards } from './sessions.service.js';
import type { AuthService, ClientInfo } from './auth.service.js';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

const tags = ['accounts'];

export const authRoutes: FastifyPluginAsyncZod<{
  service: AuthService;
  guards: AccountGuards;
}> = async (app, { service, guards }) => {
  app.addHook('onSend', noStore);

  app.post(
    '/user/register',
    {
      schema: {
        summary: 'Create an e-mail account (unverified; the client then calls send-otp)',
        tags,
        body: registerBodySchema,
        response: { 201: dataOf(registerResultSchema), ...accountErrorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service.register(request.body, clientOf(request)) }),
  );

  app.post(
    '/user/check-email-exist',
    {
      schema: {
        summary: 'Whether an account uses this e-mail (sends nothing)',
        tags,
        body: emailBodySchema,
        response: { 200: dataOf(existEmailSchema), ...accountErrorResponses },
      },
    },
    async (request) => ({
      data: { existEmail: await service.emailExists(request.body.userEmail) },
    }),
  );

  const codeSender = (purpose: 'verify_email' | 'reset_password', summary: string) =>
    ({
      schema: {
        summary,
        description:
          'Answers the same for known and unknown e-mails. 429 otp.cooldown (Retry-After) ' +
          'within 60 s of the previous request; 503 mail.failed when the mail server refuses.',
        tags,
        body: emailBodySchema,
        response: { 200: otpSentSchema, ...accountErrorResponses },
      },
      handler: async (request: FastifyRequest<{ Body: z.infer<typeof emailBodySchema> }>) => {
        const locale = requestLocale(request);
        await service.sendCode(request.body.userEmail, purpose, locale);
        return { status: 'success' as const, msg: translate(locale, 'otp.sent') };
      },
    }) as const;

  const verify = codeSender('verify_email', 'Send an e-mail verification code');
  app.post('/user/send-otp', { schema: verify.schema }, verify.handler);
  const forgot = codeSender('reset_password', 'Send a password reset code');
  app.post('/user/send-otp-forgot-password', { schema: forgot.schema }, forgot.handler);

  app.post(
    '/user/check-otp-verify',
    {
      schema: {
        summary: 'Verify the e-mail with its code; answers the user',
        tags,
        body: checkOtpBodySchema,
        response: { 200: dataOf(userSchema), ...accountErrorResponses },
      },
    },
    async (request) => ({
      data: await service.verifyEmail(request.body.userEmail, request.body.otp),
    }),
  );

  app.post(
    '/user/login',
    {
      schema: {
        summary: 'Sign in with e-mail and password',
        description: 'Rate-limited per IP and per account (429 with Retry-After).',
        tags,
        body: loginBodySchema,
        response: { 200: dataOf(authTokenSchema), ...accountErrorResponses },
      },
    },
    async (request) => ({ data: await service.login(request.body, clientOf(request)) }),
  );

  app.post(
    '/user/reset-password',
    {
      schema: {
        summary: 'Set a new password with a reset code; ends every other session',
        tags,
        body: resetPasswordBodySchema,
        response: { 200: dataOf(resetResultSchema), ...accountErrorResponses },
      },
    },
    async (request) => ({ data: await service.resetPassword(request.body, clientOf(request)) }),
  );

  app.post(
    '/user/logout',
    {
      schema: {
        summary: 'End the presented session',
        tags,
        security: [{ bearer: [] }],
        response: { 200: dataOf(z.null()), ...accountErrorResponses },
      },
      preHandler: guards.requireUser,
    },
    async (request) => {
      await service.logout(guards.authOf(request).session.id);
      return { data: null };
    },
  );
};
