import { ArrowLeft, Save } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import {
  mailTemplateInputSchema,
  type MailTemplate,
  type MailTemplateInput,
} from '@dalbit/contract';
import { BilingualField } from '../../../components/form/bilingual-field';
import { FormAlert, useFieldMessage } from '../../../components/form/form-fields';
import { UnsavedChanges } from '../../../components/form/unsaved-changes';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { toastSuccess } from '../../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { useSaveTemplate, useTemplates } from './api';

const resolver = contractResolver<MailTemplateInput, MailTemplateInput>(
  mailTemplateInputSchema,
  (v) => v,
  (path) => String(path[0] ?? 'root'),
);

function TemplateForm({ template }: { template: MailTemplate }) {
  const { t } = useTranslation('admin');
  useTranslation('validation');
  const fieldMessage = useFieldMessage();
  const save = useSaveTemplate();
  const { key, updatedAt: _u, ...values } = template;
  const form = useForm<MailTemplateInput, unknown, MailTemplateInput>({
    resolver,
    defaultValues: values,
  });
  const { register, handleSubmit, control, formState, reset, setError } = form;
  useEffect(() => reset(values), [template.updatedAt]); // eslint-disable-line react-hooks/exhaustive-deps
  const v = useWatch({ control }) as MailTemplateInput;
  const msg = (f: keyof MailTemplateInput, label: string) =>
    fieldMessage(formState.errors[f]?.message, label);
  return (
    <form
      className="admin-card admin-form"
      noValidate
      onSubmit={(e) =>
        void handleSubmit(async (body) => {
          try {
            await save.mutateAsync({ key, body });
            reset(body);
            toastSuccess(t('templates.saved'));
          } catch (error) {
            setError('root', { message: error instanceof Error ? error.message : String(error) });
          }
        })(e)
      }
    >
      <UnsavedChanges when={formState.isDirty && !formState.isSubmitting} />
      <h2>{t(`applications.templateNames.${key}`)}</h2>
      <FormAlert message={formState.errors.root?.message} />
      <BilingualField
        label={t('applications.subject')}
        ko={{
          registration: register('subject_kr'),
          value: v.subject_kr ?? '',
          error: msg('subject_kr', t('applications.subject')),
        }}
        en={{
          registration: register('subject_eng'),
          value: v.subject_eng ?? '',
          error: msg('subject_eng', t('applications.subject')),
        }}
      />
      <BilingualField
        label={t('applications.body')}
        multiline
        rows={8}
        ko={{
          registration: register('body_kr'),
          value: v.body_kr ?? '',
          error: msg('body_kr', t('applications.body')),
        }}
        en={{
          registration: register('body_eng'),
          value: v.body_eng ?? '',
          error: msg('body_eng', t('applications.body')),
        }}
      />
      <div>
        <button
          type="submit"
          className="btn btn--dark"
          disabled={!formState.isDirty || formState.isSubmitting}
        >
          <Save size={16} aria-hidden="true" />
          {t('actions.save')}
        </button>
      </div>
    </form>
  );
}

/** The reply templates, both languages side by side; placeholders are filled in per applicant. */
export function TemplatesPage() {
  const { t } = useTranslation('admin');
  const templates = useTemplates();
  return (
    <div className="admin-page">
      <PageHeader
        title={t('templates.title')}
        lead={t('templates.lead')}
        back={
          <Link to="/admin/applications" className="admin-back">
            <ArrowLeft size={16} aria-hidden="true" />
            {t('applications.title')}
          </Link>
        }
      />
      <div className="admin-form">
        {templates.isError && <FormAlert message={templates.error.message} />}
        {templates.data?.map((template) => (
          <TemplateForm key={template.key} template={template} />
        ))}
      </div>
    </div>
  );
}
