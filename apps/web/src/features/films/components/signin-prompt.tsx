import { useTranslation } from '../../../lib/i18n-react';
import { useSignInPrompt as usePrompt } from '../../../components/ui/sign-in-prompt';

export type SignInReason = 'like' | 'bookmark' | 'comment' | 'progress' | 'report';

/** The sign-in dialog with the film page's reasons (like, bookmark, comment, keep my place). */
export const useSignInPrompt = () => {
  const { t } = useTranslation('films');
  return usePrompt<SignInReason>({
    title: t('signIn.title'),
    text: t('signIn.text'),
    cancel: t('signIn.cancel'),
    go: t('signIn.go'),
    reason: (reason) => t(`signIn.reason.${reason}`),
  });
};
