import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useAccount } from '../../lib/session/account-context';
import { bannerText } from '../../config/site';
import { readStorage, writeStorage } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import './free-banner.css';

/**
 * 'Streaming is free' strip: only for signed-out visitors once the account state is known
 * (so a signed-in user never sees it flash), and gone for good after 'Got it'.
 */
export function FreeBanner() {
  const { t } = useTranslation();
  const { isLoading, isSignedIn } = useAccount();
  const [hidden, setHidden] = useState(() => readStorage(STORAGE_KEYS.bannerHidden) === 'true');
  if (hidden || isLoading || isSignedIn) return null;
  return (
    <aside className="free-banner" data-testid="free-banner" aria-label={t('banner.label')}>
      <div className="free-banner__inner">
        <Sparkles size={16} className="free-banner__icon" aria-hidden="true" />
        <p className="free-banner__text">{bannerText() ?? t('banner.text')}</p>
        <button
          type="button"
          className="free-banner__dismiss"
          data-testid="banner-dismiss"
          onClick={() => {
            writeStorage(STORAGE_KEYS.bannerHidden, 'true');
            setHidden(true);
          }}
        >
          {t('banner.dismiss')}
        </button>
      </div>
    </aside>
  );
}
