import { useTranslation } from '../../../lib/i18n-react';
import { useSignInPrompt as usePrompt } from '../../../components/ui/sign-in-prompt';

export type SignInReason = 'vote' | 'pledge' | 'comment' | 'report';

/** The sign-in dialog with crowdfunding's reasons (vote, pledge, comment, report). */
export const useSignInPrompt = () => {
  const { t } = useTranslation('crowdfunding');
  return usePrompt<SignInReason>({
    title: t('signIn.title'),
    text: t('signIn.text'),
    cancel: t('signIn.cancel'),
    go: t('signIn.go'),
    reason: (reason) => t(`signIn.reason.${reason}`),
  });
};
