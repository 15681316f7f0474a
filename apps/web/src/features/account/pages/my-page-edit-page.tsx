import {
  type AreaCode,
  type UpdateMeBody,
  GENDERS,
  UPLOAD_IMAGE_TYPES,
  updateMeBodySchema,
  USER_NAME_MAX_LENGTH,
} from '@dalbit/contract';
import { useQuery } from '@tanstack/react-query';
import { Camera, Save } from 'lucide-react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { ApiError } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAccount } from '../account-context';
import type { AccountUser } from '../account-types';
import { accountApi } from '../api/account-api';
import { contractResolver } from '../components/contract-resolver';
import { FieldError, TextField, useFieldMessage } from '../components/form-fields';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import '../components/account.css';

interface ProfileValues {
  userName: string;
  nationality: string;
  gender: (typeof GENDERS)[number];
  userDOB: string;
  areaCode: string;
  phone: string;
  avatar: string;
}

const profileSchema = updateMeBodySchema;
type ProfileBody = UpdateMeBody;

/** `YYYY-MM-DD` from a date input is midnight UTC (userDOB is ms at UTC midnight, API.md). */
export const dateToMs = (value: string): number | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
};
export const msToDate = (ms: number | null): string =>
  ms === null ? '' : new Date(ms).toISOString().slice(0, 10);

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

function toBody(values: ProfileValues) {
  return {
    userName: values.userName,
    avatar: blankToNull(values.avatar),
    userDOB: values.userDOB ? (dateToMs(values.userDOB) ?? Number.NaN) : null,
    nationality: blankToNull(values.nationality),
    gender: values.gender,
    areaCode: blankToNull(values.areaCode),
    phone: blankToNull(values.phone),
  };
}

function fromUser(user: AccountUser): ProfileValues {
  return {
    userName: user.userName,
    nationality: user.nationality ?? '',
    gender: user.gender ?? 'unchecked',
    userDOB: msToDate(user.userDOB),
    areaCode: user.areaCode ?? '',
    phone: user.phone ?? '',
    avatar: user.avatar ?? '',
  };
}

interface Country {
  value: string;
  label: string;
}

/**
 * Countries come from the area-code list when its ids are ISO codes; otherwise from the
 * browser's own region names, so the select works either way.
 */
function useCountries(codes: AreaCode[] | undefined, locale: 'ko' | 'en'): Country[] {
  return useMemo(() => {
    const pick = (code: AreaCode) => (locale === 'ko' ? code.name_kr : code.name_eng);
    const fromList = (codes ?? []).filter((code) => /^[A-Z]{2}$/.test(code._id));
    if (fromList.length > 0) {
      return fromList
        .map((code) => ({ value: code._id, label: pick(code) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale));
    }
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const countries: Country[] = [];
    for (let a = 65; a <= 90; a += 1) {
      for (let b = 65; b <= 90; b += 1) {
        const code = String.fromCharCode(a, b);
        const name = names.of(code);
        if (name && name !== code) countries.push({ value: code, label: name });
      }
    }
    return countries.sort((x, y) => x.label.localeCompare(y.label, locale));
  }, [codes, locale]);
}

/** One option per calling code; countries sharing one (+1, +7) are named together. */
function useDialCodes(codes: AreaCode[] | undefined, locale: 'ko' | 'en'): Country[] {
  return useMemo(() => {
    const byCode = new Map<string, string[]>();
    for (const code of codes ?? []) {
      const names = byCode.get(code.code) ?? [];
      names.push(locale === 'ko' ? code.name_kr : code.name_eng);
      byCode.set(code.code, names);
    }
    return [...byCode.entries()]
      .map(([code, names]) => ({
        value: code,
        label: `${code}  ${names.slice(0, 2).join(', ')}${names.length > 2 ? ' …' : ''}`,
      }))
      .sort((a, b) => Number(a.value.slice(1)) - Number(b.value.slice(1)));
  }, [codes, locale]);
}

export function MyPageEditPage() {
  const { t } = useTranslation('account');
  useTranslation(['validation']);
  const fieldMessage = useFieldMessage();
  const { user, setUser } = useAccount();
  const navigate = useNavigate();
  const locale = currentLocale();
  const areaCodes = useQuery({
    queryKey: ['user', 'area-code'],
    queryFn: () => accountApi.areaCodes(),
    staleTime: Infinity,
  });
  const countries = useCountries(areaCodes.data, locale);
  const dialCodes = useDialCodes(areaCodes.data, locale);
  const resolver = useMemo(
    () =>
      contractResolver<ProfileValues, ProfileBody>(profileSchema, toBody, (path) =>
        String(path[0] ?? 'userName'),
      ),
    [],
  );
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues, unknown, ProfileBody>({
    resolver,
    defaultValues: user ? fromUser(user) : undefined,
  });
  const onUploaded = useCallback(
    (url: string) => setValue('avatar', url, { shouldDirty: true }),
    [setValue],
  );
  const { state: upload, preview, upload: startUpload } = useAvatarUpload(onUploaded);

  if (!user) return null;

  const onSubmit = handleSubmit(async (body) => {
    try {
      const updated = await accountApi.updateMe(body);
      setUser(updated);
      toastSuccess(t('edit.saved'));
      void navigate('/mypage');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'request.invalid') {
        setError('root', { message: error.message });
      }
      toastError(error instanceof ApiError ? error.message : null);
    }
  });

  const shownAvatar = upload.phase === 'failed' ? user.avatar : (preview ?? user.avatar);
  const uploading = upload.phase === 'uploading';

  return (
    <div className="container account-page">
      <header className="account-page__head">
        <p className="auth__eyebrow">{t('mypage.eyebrow')}</p>
        <h1 className="account-page__title">{t('edit.title')}</h1>
        <p className="auth__lead">{t('edit.lead')}</p>
      </header>
      <form
        className="profile-form"
        data-testid="profile-form"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
      >
        <section className="panel avatar-panel" aria-labelledby="avatar-heading">
          <h2 id="avatar-heading" className="panel__title">
            {t('avatar.title')}
          </h2>
          <div className="avatar-panel__body">
            <span className="avatar-panel__image">
              {shownAvatar ? (
                <img src={shownAvatar} alt={t('avatar.previewAlt')} data-testid="avatar-preview" />
              ) : (
                <Avatar size={96} />
              )}
            </span>
            <div className="avatar-panel__actions">
              <label className="btn btn--outline avatar-panel__pick">
                <Camera size={17} aria-hidden="true" />
                {t('avatar.choose')}
                <input
                  type="file"
                  className="visually-hidden"
                  accept={UPLOAD_IMAGE_TYPES.join(',')}
                  data-testid="avatar-input"
                  disabled={uploading}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void startUpload(file);
                  }}
                />
              </label>
              <p className="field__hint">{t('avatar.rules')}</p>
              {upload.phase === 'uploading' && (
                <div
                  className="progress"
                  role="progressbar"
                  aria-label={t('avatar.progress')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={upload.percent}
                  data-testid="avatar-progress"
                >
                  <span className="progress__bar" style={{ width: `${upload.percent}%` }} />
                </div>
              )}
              {upload.phase === 'done' && (
                <p className="form-notice form-notice--ok" role="status">
                  {t('avatar.done')}
                </p>
              )}
              {upload.phase === 'failed' && (
                <p className="field__error" role="alert" data-testid="avatar-error">
                  {t(upload.messageKey, upload.params)}
                </p>
              )}
            </div>
          </div>
        </section>

        <section className="panel" aria-labelledby="profile-heading">
          <h2 id="profile-heading" className="panel__title">
            {t('edit.basics')}
          </h2>
          <div className="profile-grid">
            <TextField
              label={t('fields.userName')}
              autoComplete="name"
              error={fieldMessage(errors.userName?.message, t('fields.userName'), {
                max: USER_NAME_MAX_LENGTH,
              })}
              {...register('userName')}
            />
            <TextField
              label={t('fields.userEmail')}
              value={user.userEmail ?? ''}
              placeholder={user.userEmail ? undefined : t('mypage.noEmail')}
              readOnly
              disabled
            />
            <SelectField
              label={t('fields.nationality')}
              error={fieldMessage(errors.nationality?.message, t('fields.nationality'))}
              registration={register('nationality')}
            >
              <option value="">{t('edit.choose')}</option>
              {countries.map((country) => (
                <option key={country.value} value={country.value}>
                  {country.label}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('fields.userDOB')}
              type="date"
              max={new Date().toISOString().slice(0, 10)}
              min="1900-01-01"
              error={fieldMessage(errors.userDOB?.message, t('fields.userDOB'))}
              {...register('userDOB')}
            />
            <fieldset className="field gender">
              <legend className="field__label">{t('fields.gender')}</legend>
              <div className="segmented">
                {GENDERS.map((gender) => (
                  <label key={gender} className="segmented__option">
                    <input type="radio" value={gender} {...register('gender')} />
                    <span>{t(`gender.${gender}`)}</span>
                  </label>
                ))}
              </div>
              <FieldError
                id="gender-error"
                message={fieldMessage(errors.gender?.message, t('fields.gender'))}
              />
            </fieldset>
            <div className="phone-row">
              <SelectField
                label={t('fields.areaCode')}
                error={fieldMessage(errors.areaCode?.message, t('fields.areaCode'))}
                registration={register('areaCode')}
              >
                <option value="">
                  {areaCodes.isPending ? t('edit.loadingCodes') : t('edit.choose')}
                </option>
                {dialCodes.map((code) => (
                  <option key={code.value} value={code.value}>
                    {code.label}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t('fields.phone')}
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                placeholder="10 1234 5678"
                error={fieldMessage(errors.phone?.message, t('fields.phone'))}
                {...register('phone')}
              />
            </div>
          </div>
        </section>
        <div className="profile-form__actions">
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => void navigate('/mypage')}
          >
            {t('edit.cancel')}
          </button>
          <button
            type="submit"
            className="btn btn--dark"
            disabled={isSubmitting || uploading}
            data-testid="profile-submit"
          >
            <Save size={17} aria-hidden="true" />
            {isSubmitting ? t('edit.saving') : t('edit.save')}
          </button>
        </div>
      </form>
    </div>
  );
}

function SelectField({
  label,
  error,
  registration,
  children,
}: {
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  children: ReactNode;
}) {
  const id = `select-${registration.name}`;
  return (
    <div className={`field ${error ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <select
          id={id}
          className="field__input field__select"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        >
          {children}
        </select>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
