import { ArrowLeft, Eye, Save } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useNavigate, useParams } from 'react-router';
import { eventInputSchema, type AdminEvent, type DalbitEvent } from '@dalbit/contract';
import { BilingualField } from '../../../components/form/bilingual-field';
import { FormAlert, useFieldMessage } from '../../../components/form/form-fields';
import { ImageUpload } from '../../../components/form/image-upload';
import { UnsavedChanges } from '../../../components/form/unsaved-changes';
import { StateMessage } from '../../../components/ui/state-message';
import { ApiError } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { toastSuccess } from '../../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { useAdminEvent, useEventMutations } from './api';
import { EventPreview } from './event-preview';
import { PublicationPanel } from './publication-panel';
import {
  EMPTY_EVENT,
  missingTranslations,
  toBody,
  toValues,
  type EventValues,
} from './event-values';

const resolver = contractResolver<EventValues, ReturnType<typeof toBody>>(
  eventInputSchema,
  toBody,
  (path) => String(path[0] ?? 'root'),
);

/** Create or edit a notice or event: both languages side by side, covers, Markdown, preview. */
export function EventEditorPage() {
  const { t } = useTranslation('admin');
  useTranslation('validation');
  const fieldMessage = useFieldMessage();
  const { id } = useParams();
  const navigate = useNavigate();
  const loaded = useAdminEvent(id);
  const { save } = useEventMutations();
  const form = useForm<EventValues, unknown, ReturnType<typeof toBody>>({
    resolver,
    defaultValues: EMPTY_EVENT,
  });
  const { register, handleSubmit, reset, setValue, setError, control, formState } = form;
  useEffect(() => {
    if (loaded.data) reset(toValues(loaded.data));
  }, [loaded.data, reset]);
  const values = useWatch({ control }) as EventValues;
  const missing = missingTranslations(values);
  const previewEvent = useMemo<DalbitEvent>(
    () => ({
      _id: id ?? '0',
      createdAt: loaded.data?.createdAt ?? new Date().toISOString(),
      ...toBody(values),
    }),
    [values, id, loaded.data?.createdAt],
  );

  const message = (field: keyof EventValues) =>
    fieldMessage(formState.errors[field]?.message, t(`events.fields.${field}`));

  const submit = handleSubmit(async (body) => {
    try {
      const saved: AdminEvent = await save.mutateAsync({ id, body });
      reset(toValues(saved));
      toastSuccess(t('events.saved'));
      if (!id) void navigate(`/admin/events/${saved._id}`, { replace: true });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      const text = error instanceof Error ? error.message : String(error);
      // A cover the server does not accept belongs next to the covers.
      if (code.startsWith('upload.')) setError('imageDomestic', { message: text });
      else setError('root', { message: text });
    }
  });

  if (id && loaded.isError) {
    return (
      <div className="admin-page">
        <StateMessage
          tone="error"
          icon={<Eye size={26} />}
          title={t('events.loadError')}
          text={loaded.error.message}
        />
      </div>
    );
  }

  const cover = (field: 'imageDomestic' | 'imageOversea') => (
    <ImageUpload
      kind="cover"
      label={t(`events.fields.${field}`)}
      value={values[field] ?? ''}
      testId={`event-${field}`}
      onChange={(url) => setValue(field, url, { shouldDirty: true })}
    />
  );

  return (
    <div className="admin-page">
      <PageHeader
        title={id ? t('events.editTitle') : t('events.newTitle')}
        back={
          <Link to="/admin/events" className="admin-back">
            <ArrowLeft size={16} aria-hidden="true" />
            {t('events.title')}
          </Link>
        }
      />
      <UnsavedChanges when={formState.isDirty && !formState.isSubmitting} />
      {loaded.data && <PublicationPanel event={loaded.data} dirty={formState.isDirty} />}
      <form
        className="admin-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="event-form"
      >
        <FormAlert message={formState.errors.root?.message} testId="event-form-error" />
        <div className="admin-card admin-form">
          <div className="field event-type">
            <label className="field__label" htmlFor="event-type">
              {t('events.fields.type')}
            </label>
            <select id="event-type" className="field__input field__select" {...register('type')}>
              <option value="notice">{t('events.types.notice')}</option>
              <option value="event">{t('events.types.event')}</option>
            </select>
          </div>
          <BilingualField
            label={t('events.fields.title')}
            testId="event-title"
            ko={{
              registration: register('title_kr'),
              value: values.title_kr ?? '',
              error: message('title_kr'),
            }}
            en={{
              registration: register('title_eng'),
              value: values.title_eng ?? '',
              error: message('title_eng'),
            }}
          />
          <BilingualField
            label={t('events.fields.summary')}
            testId="event-summary"
            multiline
            rows={2}
            ko={{
              registration: register('summary_kr'),
              value: values.summary_kr ?? '',
              error: message('summary_kr'),
            }}
            en={{
              registration: register('summary_eng'),
              value: values.summary_eng ?? '',
              error: message('summary_eng'),
            }}
          />
          <BilingualField
            label={t('events.fields.content')}
            testId="event-content"
            multiline
            rows={10}
            hint={t('events.markdownHint')}
            ko={{
              registration: register('content_kr'),
              value: values.content_kr ?? '',
              error: message('content_kr'),
            }}
            en={{
              registration: register('content_eng'),
              value: values.content_eng ?? '',
              error: message('content_eng'),
            }}
          />
        </div>
        <div className="admin-card">
          <h2>{t('events.covers')}</h2>
          <div className="admin-form__row">
            {cover('imageDomestic')}
            {cover('imageOversea')}
          </div>
          {message('imageDomestic') && (
            <p className="field__error" role="alert">
              {message('imageDomestic')}
            </p>
          )}
        </div>
        <div className="admin-card">
          <h2>{t('events.period')}</h2>
          <div className="admin-form__row">
            {(['startsAt', 'endsAt'] as const).map((field) => (
              <div key={field} className={`field ${message(field) ? 'field--invalid' : ''}`}>
                <label className="field__label" htmlFor={`event-${field}`}>
                  {t(`events.fields.${field}`)}
                </label>
                <input
                  id={`event-${field}`}
                  type="datetime-local"
                  className="field__input"
                  {...register(field)}
                />
                {message(field) && (
                  <p className="field__error" role="alert">
                    {message(field)}
                  </p>
                )}
              </div>
            ))}
          </div>
        </div>
        <div className="admin-savebar">
          {missing.length > 0 && (
            <p className="admin-savebar__note" data-testid="event-missing-translations">
              {t('events.missing', {
                fields: missing.map((f) => t(`events.fields.${f}`)).join(', '),
              })}
            </p>
          )}
          <button
            type="submit"
            className="btn btn--dark"
            disabled={formState.isSubmitting}
            data-testid="event-save"
          >
            <Save size={16} aria-hidden="true" />
            {id ? t('actions.save') : t('events.createDraft')}
          </button>
        </div>
      </form>
      <EventPreview event={previewEvent} />
    </div>
  );
}
