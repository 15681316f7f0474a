import type { FilmDetail } from '@dalbit/contract';
import { Bookmark, Heart, Share2 } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatCount } from '../../../lib/money';
import { shareLink } from '../../../lib/share-link';
import { toastError } from '../../../lib/toast';
import { type ReactionKind, useReaction } from '../api/film-api';
import type { SignInReason } from './signin-prompt';

/** Like or bookmark, with its count; visitors are asked to sign in first. */
export function ReactionButton({
  film,
  kind,
  ask,
}: {
  film: FilmDetail;
  kind: ReactionKind;
  ask: (reason: SignInReason) => void;
}) {
  const { t } = useTranslation('films');
  const mutation = useReaction(film._id, kind);
  const active = kind === 'like' ? Boolean(film.viewer?.liked) : Boolean(film.viewer?.bookmarked);
  const count = kind === 'like' ? film.likeCount : film.bookmarkCount;
  const Icon = kind === 'like' ? Heart : Bookmark;
  return (
    <button
      type="button"
      className={`film-action film-action--${kind}${active ? ' film-action--on' : ''}`}
      aria-pressed={active}
      data-testid={`${kind}-button`}
      onClick={() => {
        if (!film.viewer) {
          ask(kind);
          return;
        }
        mutation.mutate(!active, {
          onError: (error) => {
            if (!(error instanceof ApiError && error.status === 401))
              toastError(t('reaction.failed'));
          },
        });
      }}
    >
      <Icon size={19} aria-hidden="true" fill={active ? 'currentColor' : 'none'} />
      {/* Named by what it shows ("Like 12"), pressed or not: the visible label is in the name. */}
      <span className="film-action__label">{t(`reaction.${kind}`)}</span>{' '}
      <span className="film-action__count" data-testid={`${kind}-count`}>
        {formatCount(count)}
      </span>
    </button>
  );
}

export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation('films');
  const { pathname } = useLocation();
  return (
    <button
      type="button"
      className="film-action"
      data-testid="share-button"
      // The film's address without the player's ?v= and ?play= (the server's open-graph page).
      onClick={() =>
        shareLink(
          { title, path: pathname },
          { copied: t('share.copied'), failed: t('share.failed') },
        )
      }
    >
      <Share2 size={19} aria-hidden="true" />
      <span className="film-action__label">{t('share.short')}</span>
    </button>
  );
}
