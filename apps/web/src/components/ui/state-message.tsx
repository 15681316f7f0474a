import type { ReactNode } from 'react';
import './state-message.css';

interface StateMessageProps {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
  testId?: string;
  tone?: 'neutral' | 'error';
}

/** Empty, error and not-found states share one calm, centred layout. */
export function StateMessage({
  icon,
  title,
  text,
  action,
  testId,
  tone = 'neutral',
}: StateMessageProps) {
  return (
    <div
      className={`state-message state-message--${tone}`}
      data-testid={testId}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <span className="state-message__icon" aria-hidden="true">
        {icon}
      </span>
      <p className="state-message__title">{title}</p>
      {text && <p className="state-message__text">{text}</p>}
      {action}
    </div>
  );
}
