import { FileQuestion, RefreshCw, WifiOff } from 'lucide-react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'react-router';
import { StateMessage } from './state-message';

interface LoadFailureProps {
  /** True for a 404: the thing does not exist; false for a failed load worth retrying. */
  notFound: boolean;
  notFoundTitle: string;
  notFoundText: string;
  notFoundTestId: string;
  backTo: string;
  backLabel: string;
  errorTitle: string;
  errorText: string | undefined;
  onRetry: () => void;
  buttonClassName: string;
}

/** What a detail page shows when its item is missing or could not be loaded. */
export function LoadFailure(props: LoadFailureProps) {
  const { t } = useTranslation('common');
  return props.notFound ? (
    <StateMessage
      icon={<FileQuestion size={26} />}
      title={props.notFoundTitle}
      text={props.notFoundText}
      testId={props.notFoundTestId}
      action={
        <Link to={props.backTo} className={props.buttonClassName}>
          {props.backLabel}
        </Link>
      }
    />
  ) : (
    <StateMessage
      tone="error"
      icon={<WifiOff size={26} />}
      title={props.errorTitle}
      text={props.errorText}
      action={
        <button type="button" className={props.buttonClassName} onClick={props.onRetry}>
          <RefreshCw size={16} aria-hidden="true" />
          {t('actions.retry')}
        </button>
      }
    />
  );
}
