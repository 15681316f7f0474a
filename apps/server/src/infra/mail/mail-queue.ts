import type { FastifyBaseLogger } from 'fastify';
import { seal, unseal } from '../crypto/seal.js';
import type { Metrics } from '../metrics/metrics.js';
import { defineJob, type JobSender } from '../queue/job.js';
import { jobIdFor } from '../queue/job-id.js';
import type { Mailer, MailTransport, OutgoingMail } from './mailer.js';

/** What a mail job stores: the envelope in clear for the back office, the body sealed. */
export interface MailJobData {
  to: string;
  subject: string;
  /** text, html and the dev note, sealed with APP_SECRET (a code mail carries the code). */
  sealed: string;
  /** ISO time after which the mail is dropped instead of delivered. */
  validUntil?: string;
}

const SEAL_PURPOSE = 'mail-job';

/**
 * Mail through the job queue: about a day and a half of retries with exponential backoff
 * (5 s, 10 s, 20 s… twelve tries), then the job stays failed, with its error, for the back
 * office to retry. One job per mail, delivered by one worker; its id is the Message-ID.
 */
export const MAIL_RETRY = { limit: 12, delaySeconds: 5, backoff: true };

export const createQueuedMailer = (options: {
  queue: JobSender;
  transport: MailTransport;
  secret: string;
  log: FastifyBaseLogger;
  metrics?: Metrics | undefined;
  /** The app's clock, which `validUntil` was computed with. */
  now?: () => number;
}) => {
  const { queue, transport, secret, log, metrics, now = Date.now } = options;
  const job = defineJob({
    name: 'mail.send',
    retry: MAIL_RETRY,
    timeoutSeconds: 60,
    pollSeconds: 2,
    async handle(data: MailJobData, meta) {
      if (data.validUntil && Date.parse(data.validUntil) <= now()) {
        metrics?.mails.inc({ outcome: 'expired' });
        log.warn({ jobId: meta.id }, 'a mail was dropped: what it carried had expired');
        return { dropped: 'expired' };
      }
      const body = JSON.parse(unseal(secret, SEAL_PURPOSE, data.sealed)) as Pick<
        OutgoingMail,
        'text' | 'html' | 'devNote'
      >;
      try {
        await transport.deliver({
          to: data.to,
          subject: data.subject,
          ...body,
          messageId: `<${meta.id}@mail.dalbit>`,
        });
      } catch (error) {
        metrics?.mails.inc({ outcome: 'failed' });
        throw error;
      }
      metrics?.mails.inc({ outcome: 'sent' });
      return { sent: true };
    },
  });
  const mailer: Mailer = {
    async send(mail, sendOptions = {}) {
      const { to, subject, text, html, devNote } = mail;
      const data: MailJobData = {
        to,
        subject,
        sealed: seal(secret, SEAL_PURPOSE, JSON.stringify({ text, html, devNote })),
        ...(sendOptions.validUntil ? { validUntil: sendOptions.validUntil.toISOString() } : {}),
      };
      await queue.send(
        job,
        data,
        sendOptions.dedupeKey ? { id: jobIdFor(`mail:${sendOptions.dedupeKey}`) } : {},
      );
    },
    close: () => transport.close(),
  };
  return { mailer, job };
};
