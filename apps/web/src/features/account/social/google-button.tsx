import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { currentLocale } from '../../../lib/i18n';
import { type GoogleCredentialResponse, loadGoogleIdentity } from './google-identity';
import type { GoogleConfig } from './web-app-config';

// GIS draws buttons between 200 and 400 px wide.
const buttonWidth = (container: HTMLElement) =>
  Math.round(Math.min(400, Math.max(200, container.clientWidth || 320)));

interface GoogleButtonProps {
  google: GoogleConfig;
  onCredential: (response: GoogleCredentialResponse) => void;
  /** The script could not be loaded: the caller hides the button rather than show a dead one. */
  onUnavailable: () => void;
}

/**
 * Google's own "Sign in with Google" button, drawn by Identity Services into this container in
 * the page's language (its wording and look follow Google's branding rules).
 */
export function GoogleButton({ google, onCredential, onUnavailable }: GoogleButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onCredential, onUnavailable });
  useTranslation();
  const locale = currentLocale();

  useEffect(() => {
    handlers.current = { onCredential, onUnavailable };
  });

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity(google.scriptUrl).then(
      (id) => {
        const parent = container.current;
        if (cancelled || !parent) return;
        id.initialize({
          client_id: google.clientId,
          callback: (response) => handlers.current.onCredential(response),
          ux_mode: 'popup',
        });
        id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          locale,
          width: buttonWidth(parent),
        });
      },
      () => {
        if (!cancelled) handlers.current.onUnavailable();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [google.clientId, google.scriptUrl, locale]);

  return <div ref={container} className="social__google" data-testid="google-button" />;
}
