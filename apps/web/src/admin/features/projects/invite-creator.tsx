import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form/form-fields';

import { useInvite } from './api';

/**
 * On an accepted application: invite the applicant (by their account's e-mail) as the creator
 * of a new draft project.
 */
export function InviteCreator({ applicationId, email }: { applicationId: string; email: string }) {
  const { t } = useTranslation('admin');
  const invite = useInvite();
  const navigate = useNavigate();
  const [address, setAddress] = useState(email);
  return (
    <form
      className="admin-card app-handling"
      aria-labelledby="invite-title"
      onSubmit={(e) => {
        e.preventDefault();
        invite.mutate(
          { applicationId, email: address },
          { onSuccess: (project) => void navigate(`/admin/projects/${project._id}`) },
        );
      }}
    >
      <h2 id="invite-title">{t('projects.invite.title')}</h2>
      <p className="field__hint">{t('projects.invite.hint')}</p>
      <FormAlert message={invite.error?.message} />
      <div className="field">
        <label className="field__label" htmlFor="invite-email">
          {t('projects.invite.email')}
        </label>
        <input
          id="invite-email"
          type="email"
          className="field__input"
          value={address}
          data-testid="invite-email"
          onChange={(e) => setAddress(e.target.value)}
        />
      </div>
      <button
        type="submit"
        className="btn btn--primary"
        disabled={!address.trim() || invite.isPending}
        data-testid="invite-creator"
      >
        <UserPlus size={16} aria-hidden="true" />
        {t('projects.invite.submit')}
      </button>
    </form>
  );
}
