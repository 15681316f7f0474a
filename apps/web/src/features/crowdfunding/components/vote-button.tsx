import type { ProjectSummary } from '@dalbit/contract';
import { Heart } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { ApiError } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast';
import { useVote } from '../api/crowdfunding-api';
import { formatCount } from './project-meta';
import './vote-button.css';

interface VoteButtonProps {
  project: Pick<ProjectSummary, '_id' | 'voteCount' | 'viewerVoted'>;
  signedIn: boolean;
  /** Visitors are asked to sign in instead. */
  onVisitor: () => void;
  size?: 'md' | 'lg';
}

/**
 * Vote for an upcoming project, or take the vote back. The count is the server's; a failure
 * says 'Voting failed!' and leaves the vote as it was.
 */
export function VoteButton({ project, signedIn, onVisitor, size = 'md' }: VoteButtonProps) {
  const { t } = useTranslation('crowdfunding');
  const vote = useVote(project._id);
  const voted = project.viewerVoted;
  return (
    <button
      type="button"
      className={`vote-button vote-button--${size}${voted ? ' vote-button--on' : ''}`}
      aria-pressed={voted}
      disabled={vote.isPending}
      data-testid="vote-button"
      data-voted={String(voted)}
      onClick={() => {
        if (!signedIn) {
          onVisitor();
          return;
        }
        vote.mutate(!voted, {
          onError: (error) => {
            // A lost session is already announced by the sign-out handler.
            if (!(error instanceof ApiError && error.status === 401)) toastError(t('vote.failed'));
          },
        });
      }}
    >
      <Heart
        size={size === 'lg' ? 19 : 16}
        aria-hidden="true"
        fill={voted ? 'currentColor' : 'none'}
      />
      <span className="vote-button__label">{voted ? t('vote.voted') : t('vote.vote')}</span>
      <span className="vote-button__count" data-testid="vote-count">
        {formatCount(project.voteCount)}
      </span>
    </button>
  );
}
