import { languageToLocale, type ApplyPayload } from '@dalbit/contract';
import { MINUTE_MS } from '../../shared/clock.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { CounterStore } from '../../infra/rate-limit/counter-store.js';
import { enforceLimit, type Limit } from '../../infra/rate-limit/limits.js';
import type { ApplicationsRepository } from './applications.repository.js';
import { deliverApplicationMail, renderStaffNotice } from './applications.mail.js';
import { renderReceiptMail } from './receipt-mail.js';

/**
 * The form is open to visitors and mails whatever address it is given, so both the sender (IP)
 * and the recipient (e-mail) are limited: a real creator sends a handful, a spammer is stopped.
 */
export const APPLY_LIMITS_PER = {
  ip: { max: 10, windowMs: 60 * 60 * 1000 },
  email: { max: 5, windowMs: 24 * 60 * 60 * 1000 },
} satisfies Record<string, Limit>;

/** A receipt not queued this long after the application is owed (the submit may still run). */
const RESEND_AFTER_MS = MINUTE_MS;
const RESEND_BATCH = 100;

export const createApplicationsService = (deps: {
  repository: ApplicationsRepository;
  mailer: Mailer;
  counters: CounterStore;
  siteName: string;
  /** Where staff are told of a new application (a site setting); null: nobody. */
  staffAddress: () => Promise<string | null>;
  /** The back office's page of an application, for the staff notice. */
  adminUrl: (id: string) => string;
  log: FastifyBaseLogger;
  now: () => number;
}) => {
  const { repository, mailer, counters, log } = deps;
  const queueReceipt = async (
    id: bigint,
    application: Pick<
      ApplyPayload,
      | 'name'
      | 'projectTitle'
      | 'videoType'
      | 'fundingGoal'
      | 'productionDuration'
      | 'language'
      | 'email'
    >,
  ) => {
    const mail = renderReceiptMail({
      siteName: deps.siteName,
      locale: languageToLocale(application.language),
      id: id.toString(),
      application,
    });
    // The key makes a resend after a half-finished first try one mail, not two.
    await mailer.send(
      { to: application.email, ...mail },
      { dedupeKey: `application-receipt:${id.toString()}` },
    );
    await repository.markReceiptSent(id, new Date(deps.now()));
  };
  return {
    /**
     * Stores the application first: a mail server that is down must not lose it. The receipt is
     * then put on the mail queue (which retries until SMTP takes it) and the row marked; if even
     * queueing fails, `resendReceipts` queues it later.
     */
    async submit(payload: ApplyPayload, userId: bigint | null, ip: string): Promise<string> {
      await enforceLimit(counters, `apply:ip:${ip}`, APPLY_LIMITS_PER.ip);
      await enforceLimit(counters, `apply:email:${payload.email}`, APPLY_LIMITS_PER.email);
      const id = await repository.insert(payload, userId);
      try {
        await queueReceipt(id, payload);
      } catch (error) {
        log.error({ err: error, applicationId: id.toString() }, 'the apply receipt was not queued');
      }
      try {
        const to = await deps.staffAddress();
        if (to) {
          const notice = renderStaffNotice({
            siteName: deps.siteName,
            id: id.toString(),
            application: payload,
            adminUrl: deps.adminUrl(id.toString()),
          });
          await deliverApplicationMail(mailer, { to, ...notice });
        }
      } catch (error) {
        // The application is stored and in the inbox; the notice is a courtesy.
        log.error({ err: error, applicationId: id.toString() }, 'the staff notice was not sent');
      }
      return id.toString();
    },

    /** The resend-receipts job: queues the receipts still owed (one mail each, by key). */
    async resendReceipts(): Promise<number> {
      const owing = await repository.owingReceipts(
        new Date(deps.now() - RESEND_AFTER_MS),
        RESEND_BATCH,
      );
      for (const row of owing) await queueReceipt(row.id, row);
      if (owing.length > 0) log.info({ count: owing.length }, 'queued owed apply receipts');
      return owing.length;
    },
  };
};

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
