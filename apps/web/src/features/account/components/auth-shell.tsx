import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import './account.css';

interface AuthShellProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** `wide`: the moonlit panel beside the card (the /login screen); `narrow`: one column. */
  variant?: 'wide' | 'narrow';
  testId?: string;
}

/** The frame of every account screen: a moonlit story panel beside a calm white card. */
export function AuthShell({
  eyebrow,
  title,
  lead,
  children,
  footer,
  variant = 'wide',
  testId,
}: AuthShellProps) {
  const { t } = useTranslation('account');
  return (
    <div className={`auth auth--${variant}`} data-testid={testId}>
      {variant === 'wide' && (
        <aside className="auth__story" aria-hidden="true">
          <span className="auth__moon" />
          <span className="auth__stars" />
          <div className="auth__story-text">
            <p className="auth__story-eyebrow">{t('shell.eyebrow')}</p>
            <p className="auth__story-title">{t('shell.title')}</p>
            <p className="auth__story-lead">{t('shell.lead')}</p>
          </div>
        </aside>
      )}
      <section className="auth__card">
        <header className="auth__head">
          {eyebrow && <p className="auth__eyebrow">{eyebrow}</p>}
          <h1 className="auth__title">{title}</h1>
          {lead && <p className="auth__lead">{lead}</p>}
        </header>
        {children}
        {footer && <div className="auth__footer">{footer}</div>}
      </section>
    </div>
  );
}
