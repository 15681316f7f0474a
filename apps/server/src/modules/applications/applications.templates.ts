import {
  MAIL_TEMPLATE_KEYS,
  type MailTemplate,
  type MailTemplateInput,
  type MailTemplateKey,
} from '@dalbit/contract';
import type { StaffContext } from '../../infra/http/staff-guard.js';
import type { ApplicationsAdminOptions } from './applications.admin.service.js';
import { DEFAULT_TEMPLATES } from './applications.mail.js';

/**
 * The reply templates staff write to applicants (docs/product/back-office.md#applications): each key in both
 * languages, the built-in text until staff change it, every change audited.
 */
export const createMailTemplates = ({
  repository,
  audit,
  now,
}: Pick<ApplicationsAdminOptions, 'repository' | 'audit' | 'now'>) => {
  const templates = async (): Promise<MailTemplate[]> => {
    const stored = new Map((await repository.templates()).map((t) => [t.key, t]));
    return MAIL_TEMPLATE_KEYS.map((key) => {
      const row = stored.get(key);
      const d = DEFAULT_TEMPLATES[key];
      return {
        key,
        subject_kr: row?.subjectKr ?? d.ko.subject,
        subject_eng: row?.subjectEng ?? d.en.subject,
        body_kr: row?.bodyKr ?? d.ko.body,
        body_eng: row?.bodyEng ?? d.en.body,
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    });
  };

  const putTemplate = async (
    staff: StaffContext,
    key: MailTemplateKey,
    input: MailTemplateInput,
  ) => {
    const before = (await templates()).find((t) => t.key === key);
    await repository.putTemplate(key, {
      subjectKr: input.subject_kr,
      subjectEng: input.subject_eng,
      bodyKr: input.body_kr,
      bodyEng: input.body_eng,
      updatedAt: new Date(now()),
    });
    const { updatedAt: _b, key: _k, ...old } = before ?? { updatedAt: null, key };
    await audit.record(staff, {
      action: 'template.update',
      entityType: 'mail_template',
      entityId: key,
      before: old,
      after: input,
    });
    return (await templates()).find((t) => t.key === key) as MailTemplate;
  };

  return { templates, putTemplate };
};
