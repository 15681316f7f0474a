import { DeleteAccount } from '../components/delete-account';
import {
  type UpdateMeBody,
  GENDERS,
  updateMeBodySchema,
  USER_NAME_MAX_LENGTH,
} from '@dalbit/contract';
import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { useNavigate } from 'react-router';
import { FieldError, TextField, useFieldMessage } from '../../../components/form/form-fields';
import { SelectField } from '../../../components/form/select-field';
import { ApiError } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { currentLocale } from '../../../lib/i18n';
import { useAccount } from '../../../lib/session/account-context';
import { toastError, toastSuccess } from '../../../lib/toast';
import { accountApi } from '../api/account-api';
import { AvatarPanel } from '../components/avatar-panel';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import {
  countryOptions,
  dialCodeOptions,
  fromUser,
  type ProfileValues,
  toBody,
} from '../model/profile-values';
import '../components/account.css';

/** /mypage_edit: the profile form (name, picture, birth date, nationality, gender, phone). */
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
  const countries = useMemo(() => countryOptions(areaCodes.data, locale), [areaCodes.data, locale]);
  const dialCodes = useMemo(
    () => dialCodeOptions(areaCodes.data, locale),
    [areaCodes.data, locale],
  );
  const resolver = useMemo(
    () =>
      contractResolver<ProfileValues, UpdateMeBody>(updateMeBodySchema, toBody, (path) =>
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
  } = useForm<ProfileValues, unknown, UpdateMeBody>({
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
        <AvatarPanel
          shown={shownAvatar}
          upload={upload}
          onFile={(file) => void startUpload(file)}
        />

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
      <DeleteAccount />
    </div>
  );
}
