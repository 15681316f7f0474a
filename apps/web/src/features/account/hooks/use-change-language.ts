import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { type Locale, localeToLanguage, storeLanguage } from '../../../lib/language';
import { useAccount } from '../../../lib/session/account-context';

/** Switches the UI language, remembers it and, for a signed-in user, tells the server. */
export function useChangeLanguage(): (locale: Locale) => Promise<void> {
  const { isSignedIn } = useAccount();
  return useCallback(
    async (locale: Locale) => {
      storeLanguage(locale);
      await i18n.changeLanguage(locale);
      if (isSignedIn) {
        await api
          .patch(
            '/user/change-language',
            { language: localeToLanguage(locale) },
            { toastOnError: false },
          )
          .catch(() => undefined);
      }
    },
    [isSignedIn],
  );
}
