import { useTranslation } from '../../../lib/i18n-react';
import { useHistory } from '../api/film-api';
import { resumable } from '../model/watch-state';
import { ContinueCard } from './continue-card';
import { FilmRail } from './film-rail';

/**
 * "Continue watching": the signed-in viewer's unfinished videos, each with its true progress.
 * Renders nothing until there is something to resume (and for visitors, who have no history).
 */
export function ContinueWatchingRail({
  signedIn,
  tone = 'dark',
}: {
  signedIn: boolean;
  tone?: 'dark' | 'light';
}) {
  const { t } = useTranslation('films');
  const history = useHistory(signedIn);
  const items = signedIn ? resumable(history.data) : [];
  if (items.length === 0) return null;
  return (
    <FilmRail
      title={t('continue.title')}
      eyebrow={t('continue.eyebrow')}
      testId="continue-watching"
      wide
    >
      {items.map((item) => (
        <ContinueCard key={`${item.film._id}-${item.videoId}`} item={item} tone={tone} />
      ))}
    </FilmRail>
  );
}
