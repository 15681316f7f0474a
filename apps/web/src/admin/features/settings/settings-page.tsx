import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Save, Settings } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import {
  SITE_LINK_KEYS,
  siteSettingsSchema,
  type SiteSettings,
  type SiteSettingsAnswer,
} from '@dalbit/contract';
import { BilingualField } from '../../../components/form/bilingual-field';
import { FormAlert, TextField, useFieldMessage } from '../../../components/form/form-fields';
import { UnsavedChanges } from '../../../components/form/unsaved-changes';
import { StateMessage } from '../../../components/ui/state-message';
import { api } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { resetSiteSettings } from '../../../lib/site-settings';
import { toastSuccess } from '../../../lib/toast';
import { PageHeader } from '../../components/page-header';

const resolver = contractResolver<SiteSettings, SiteSettings>(
  siteSettingsSchema,
  (v) => v,
  (path) => path.map(String).join('.'),
);
const key = ['admin', 'settings'];

/** The footer's company details, the header's outside links, the banner: both languages. */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  useTranslation('validation');
  const fieldMessage = useFieldMessage();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: key,
    queryFn: () => api.get<SiteSettingsAnswer>('/admin/settings'),
  });
  const save = useMutation({
    mutationFn: (body: SiteSettings) =>
      api.put<SiteSettingsAnswer>('/admin/settings', body, { toastOnError: false }),
    onSuccess: (data) => {
      client.setQueryData(key, data);
      const { notifications: _n, updatedAt: _u, ...visible } = data;
      resetSiteSettings(visible);
    },
  });
  const form = useForm<SiteSettings, unknown, SiteSettings>({ resolver });
  const { register, handleSubmit, reset, control, formState, setError } = form;
  useEffect(() => {
    if (query.data) {
      const { updatedAt: _u, ...values } = query.data;
      reset(values);
    }
  }, [query.data, reset]);
  const v = useWatch({ control }) as SiteSettings | undefined;
  const errorOf = (path: FieldPath<SiteSettings>, label: string) => {
    const parts = path.split('.');
    let node: unknown = formState.errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    return fieldMessage((node as { message?: string } | undefined)?.message, label);
  };
  const pair = (base: string, kr: string, en: string, label: string, multiline = false) => (
    <BilingualField
      label={label}
      multiline={multiline}
      rows={2}
      testId={`settings-${base.replace('.', '-')}`}
      ko={{
        registration: register(`${base}.${kr}` as FieldPath<SiteSettings>),
        value: String(getAt(v, `${base}.${kr}`) ?? ''),
        error: errorOf(`${base}.${kr}` as FieldPath<SiteSettings>, label),
      }}
      en={{
        registration: register(`${base}.${en}` as FieldPath<SiteSettings>),
        value: String(getAt(v, `${base}.${en}`) ?? ''),
        error: errorOf(`${base}.${en}` as FieldPath<SiteSettings>, label),
      }}
    />
  );
  if (query.isError) {
    return (
      <div className="admin-page">
        <PageHeader title={t('settings.title')} />
        <StateMessage
          tone="error"
          icon={<Settings size={26} />}
          title={t('settings.error')}
          text={query.error.message}
        />
      </div>
    );
  }
  return (
    <div className="admin-page">
      <PageHeader title={t('settings.title')} lead={t('settings.lead')} />
      <UnsavedChanges when={formState.isDirty && !formState.isSubmitting} />
      {query.data && (
        <form
          className="admin-form"
          noValidate
          data-testid="settings-form"
          onSubmit={(e) =>
            void handleSubmit(async (body) => {
              try {
                await save.mutateAsync(body);
                reset(body);
                toastSuccess(t('settings.saved'));
              } catch (error) {
                setError('root', {
                  message: error instanceof Error ? error.message : String(error),
                });
              }
            })(e)
          }
        >
          <FormAlert message={formState.errors.root?.message} />
          <section className="admin-card admin-form" aria-labelledby="settings-company">
            <h2 id="settings-company">{t('settings.company')}</h2>
            {pair('company', 'name_kr', 'name_eng', t('settings.fields.name'))}
            {pair(
              'company',
              'representative_kr',
              'representative_eng',
              t('settings.fields.representative'),
            )}
            {pair('company', 'address_kr', 'address_eng', t('settings.fields.address'))}
            <div className="admin-form__row">
              <TextField
                label={t('settings.fields.businessNumber')}
                error={errorOf(
                  'company.businessRegistrationNumber',
                  t('settings.fields.businessNumber'),
                )}
                {...register('company.businessRegistrationNumber')}
              />
              <TextField
                label={t('settings.fields.mailOrderNumber')}
                error={errorOf(
                  'company.mailOrderRegistrationNumber',
                  t('settings.fields.mailOrderNumber'),
                )}
                {...register('company.mailOrderRegistrationNumber')}
              />
              <TextField
                label={t('settings.fields.supportEmail')}
                type="email"
                error={errorOf('company.supportEmail', t('settings.fields.supportEmail'))}
                {...register('company.supportEmail')}
              />
              <TextField
                label={t('settings.fields.supportPhone')}
                error={errorOf('company.supportPhone', t('settings.fields.supportPhone'))}
                {...register('company.supportPhone')}
              />
            </div>
          </section>
          <section className="admin-card admin-form" aria-labelledby="settings-links">
            <h2 id="settings-links">{t('settings.links')}</h2>
            <p className="admin-muted">{t('settings.linksHint')}</p>
            {SITE_LINK_KEYS.map((name) => (
              <div key={name}>
                {pair(`links.${name}`, 'url', 'url_eng', t(`settings.linkNames.${name}`))}
              </div>
            ))}
          </section>
          <section className="admin-card admin-form" aria-labelledby="settings-banner">
            <h2 id="settings-banner">{t('settings.banner')}</h2>
            {pair('banner', 'text_kr', 'text_eng', t('settings.fields.bannerText'))}
            <p className="admin-muted">{t('settings.bannerHint')}</p>
          </section>
          <section className="admin-card admin-form" aria-labelledby="settings-notify">
            <h2 id="settings-notify">{t('settings.notifications')}</h2>
            <TextField
              label={t('settings.fields.applicationsEmail')}
              type="email"
              hint={t('settings.applicationsHint')}
              error={errorOf(
                'notifications.applicationsEmail',
                t('settings.fields.applicationsEmail'),
              )}
              {...register('notifications.applicationsEmail')}
            />
          </section>
          <div className="admin-savebar">
            {query.data.updatedAt && (
              <p className="admin-savebar__note">
                {t('settings.updatedAt', { at: new Date(query.data.updatedAt).toLocaleString() })}
              </p>
            )}
            <button
              type="submit"
              className="btn btn--dark"
              disabled={!formState.isDirty || formState.isSubmitting}
              data-testid="settings-save"
            >
              <Save size={16} aria-hidden="true" />
              {t('actions.save')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

function getAt(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], value);
}
