import { useQueryClient } from '@tanstack/react-query';
import { Ban, RotateCcw, ShieldCheck, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { useNavigate } from 'react-router';
import { can, ROLES, type Role } from '@dalbit/contract/permissions';
import type { AdminAccount } from '@dalbit/contract';
import { ConfirmPasswordDialog } from '../../../components/form/confirm-password-dialog';
import { api } from '../../../lib/api-client';
import { useAccount } from '../../../lib/session/account-context';
import { toastSuccess } from '../../../lib/toast';

type Step = 'suspend' | 'restore' | 'role' | 'delete';

/** Suspend, restore, change role, delete: each asks for the password again. */
export function AccountActions({ account }: { account: AdminAccount }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const { user } = useAccount();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step | null>(null);
  const [reason, setReason] = useState('');
  const [role, setRole] = useState<Role>(account.role);
  const self = user?._id === account._id;
  const staffTarget = account.role !== 'user';
  const mayManage =
    can(user?.role, 'accounts.manage') && (!staffTarget || can(user?.role, 'accounts.roles'));
  const mayRoles = can(user?.role, 'accounts.roles');
  if (self) {
    return (
      <section className="admin-card">
        <h2>{t('accounts.actions')}</h2>
        <p className="admin-muted">{t('accounts.selfNote')}</p>
      </section>
    );
  }
  if (!mayManage && !mayRoles) return null;
  const run = async (password: string | undefined) => {
    const base = `/admin/accounts/${account._id}`;
    const opts = { toastOnError: false };
    if (step === 'suspend')
      await api.post(`${base}/suspend`, { reason: reason.trim(), password }, opts);
    if (step === 'restore') await api.post(`${base}/restore`, { password }, opts);
    if (step === 'role') await api.put(`${base}/role`, { role, password }, opts);
    if (step === 'delete') await api.delete(base, { password }, opts);
    toastSuccess(t(`accounts.done.${step ?? 'role'}`));
    setStep(null);
    setReason('');
    await client.invalidateQueries({ queryKey: ['admin', 'accounts'] });
    if (step === 'delete') void navigate('/admin/accounts');
  };
  return (
    <section className="admin-card acct-actions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('accounts.actions')}</h2>
      {mayManage && (
        <div className="acct-actions__row">
          {account.state === 'suspended' ? (
            <button
              type="button"
              className="btn btn--outline"
              onClick={() => setStep('restore')}
              data-testid="account-restore"
            >
              <RotateCcw size={16} aria-hidden="true" />
              {t('accounts.restore')}
            </button>
          ) : (
            <>
              <label className="visually-hidden" htmlFor={`${id}-reason`}>
                {t('accounts.reason')}
              </label>
              <input
                id={`${id}-reason`}
                className="field__input"
                placeholder={t('accounts.reason')}
                value={reason}
                maxLength={2000}
                data-testid="account-suspend-reason"
                onChange={(e) => setReason(e.target.value)}
              />
              <button
                type="button"
                className="btn btn--danger"
                disabled={!reason.trim()}
                onClick={() => setStep('suspend')}
                data-testid="account-suspend"
              >
                <Ban size={16} aria-hidden="true" />
                {t('accounts.suspend')}
              </button>
            </>
          )}
        </div>
      )}
      {mayRoles && (
        <div className="acct-actions__row">
          <label className="visually-hidden" htmlFor={`${id}-role`}>
            {t('accounts.columns.role')}
          </label>
          <select
            id={`${id}-role`}
            className="field__input field__select"
            value={role}
            data-testid="account-role-select"
            onChange={(e) => setRole(e.target.value as Role)}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn--outline"
            disabled={role === account.role}
            onClick={() => setStep('role')}
            data-testid="account-role-save"
          >
            <ShieldCheck size={16} aria-hidden="true" />
            {t('accounts.changeRole')}
          </button>
        </div>
      )}
      {mayManage && (
        <div className="acct-actions__row">
          <button
            type="button"
            className="btn btn--outline acct-actions__delete"
            onClick={() => setStep('delete')}
            data-testid="account-delete"
          >
            <Trash2 size={16} aria-hidden="true" />
            {t('accounts.delete')}
          </button>
        </div>
      )}
      <ConfirmPasswordDialog
        open={step !== null}
        title={step ? t(`accounts.confirm.${step}`, { name: account.userName }) : ''}
        confirmLabel={step ? t(`accounts.${step === 'role' ? 'changeRole' : step}`) : ''}
        danger={step === 'delete' || step === 'suspend'}
        testId="account-confirm"
        onCancel={() => setStep(null)}
        onConfirm={run}
      >
        {step === 'delete' && <p>{t('accounts.deleteText')}</p>}
        {step === 'suspend' && <p>{t('accounts.suspendText')}</p>}
      </ConfirmPasswordDialog>
    </section>
  );
}
