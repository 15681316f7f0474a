import { type ApplyPayload, applyBodySchema } from '@dalbit/contract';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { useFieldMessage } from '../../../components/form/form-fields';
import { ApiError } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { useAccount } from '../../../lib/session/account-context';
import { toastError } from '../../../lib/toast';
import { submitApplication } from '../api/apply-api';
import { type ApplyValues, EMPTY_VALUES, readDraft, toBody, writeDraft } from '../apply-values';

export interface ApplyReceipt {
  id: string;
  name: string;
  projectTitle: string;
  email: string;
}

// `expectedBenefits.2` and the like belong to the group's one error slot.
const fieldFor = (path: PropertyKey[]) => String(path[0] ?? 'root');

/**
 * The application form's state: the contract's schema judges the body on the client as it does
 * on the server; what was typed is kept in sessionStorage until the application is sent.
 */
export function useApplyForm(onSent: (receipt: ApplyReceipt) => void) {
  const { t } = useTranslation('apply');
  useTranslation(['validation']);
  const fieldMessage = useFieldMessage();
  const { user } = useAccount();
  const [initial] = useState<ApplyValues>(() => {
    const draft = readDraft();
    return { ...EMPTY_VALUES, ...draft, email: draft.email || user?.userEmail || '' };
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ApplyValues, unknown, ApplyPayload>({
    resolver: contractResolver(applyBodySchema, toBody, fieldFor),
    mode: 'onTouched',
    defaultValues: initial,
  });

  // The account may finish loading after the form appears: fill the e-mail if it is still empty.
  const accountEmail = user?.userEmail;
  useEffect(() => {
    if (accountEmail && !getValues('email')) setValue('email', accountEmail);
  }, [accountEmail, getValues, setValue]);

  const values = useWatch({ control }) as ApplyValues;
  useEffect(() => writeDraft(values), [values]);

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const { _id } = await submitApplication(body);
      writeDraft(null);
      onSent({ id: _id, name: body.name, projectTitle: body.projectTitle, email: body.email });
    } catch (error) {
      // docs/product/messages.md#inline-messages: an apply failure shows the error's message; the fields stay as typed.
      const message = error instanceof ApiError ? error.message : t('common:toast.failed');
      setServerError(message);
      toastError(message);
    }
  });

  // Registered here in the page's order: the first invalid field in that order gets the focus.
  const fields = {
    name: register('name'),
    email: register('email'),
    mobile: register('mobile'),
    projectTitle: register('projectTitle'),
    videoType: register('videoType'),
    projectContent: register('projectContent'),
    fundingGoal: register('fundingGoal'),
    productionDuration: register('productionDuration'),
    portfolioLink: register('portfolioLink'),
    expectedBenefits: register('expectedBenefits'),
    extraInformation: register('extraInformation'),
  };

  const label = (field: string) => t(`fields.${field}`);
  const message = (field: keyof ApplyValues) => fieldMessage(errors[field]?.message, label(field));

  return {
    fields,
    values,
    label,
    message,
    onSubmit,
    isSubmitting,
    serverError,
  };
}

export type ApplyFormState = ReturnType<typeof useApplyForm>;
