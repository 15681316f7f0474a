import { useTranslation } from '../../../lib/i18n-react';
import { useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import { ApiError } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { useAccount } from '../../../lib/session/account-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Comments } from '../../comments';
import { filmCommentPaths, useFilmDetail } from '../api/film-api';
import { EpisodeList } from '../components/episode-list';
import { CampaignEndScreen, FilmCampaign } from '../components/linked-campaign';
import { FilmHero, FilmHeroSkeleton } from '../components/film-hero';
import { localizeFilm } from '../model/film-meta';
import { FilmWatch } from '../components/film-watch';
import { useSignInPrompt } from '../components/signin-prompt';
import { useFilmWatch } from '../hooks/use-film-watch';
import { canResume } from '../model/watch-state';
import './dark-pages.css';
import './film-detail-page.css';

/** /detail-film/:id: the film, its player and episodes, credits and comments. */
export function FilmDetailPage() {
  const { t } = useTranslation('films');
  const { id = '' } = useParams();
  const { isSignedIn } = useAccount();
  const locale = currentLocale();
  const detail = useFilmDetail(id);
  const { ask, element: prompt } = useSignInPrompt();
  const film = detail.data;
  const view = film ? localizeFilm(film, locale) : null;
  const watch = useFilmWatch(id, film, isSignedIn);

  const notFound =
    detail.error instanceof ApiError &&
    (detail.error.status === 404 || detail.error.status === 400);
  useDocumentTitle(
    view?.title ?? (notFound ? t('detail.notFoundTitle') : t('common:pageTitles.streaming')),
  );

  if (detail.isPending) return <FilmHeroSkeleton />;

  if (!film || !view) {
    return (
      <div className="film-page film-page--state">
        <div className="container">
          <LoadFailure
            notFound={notFound}
            notFoundTitle={t('detail.notFoundTitle')}
            notFoundText={t('detail.notFoundText')}
            notFoundTestId="film-not-found"
            backTo="/streaming"
            backLabel={t('detail.back')}
            errorTitle={t('detail.errorTitle')}
            errorText={detail.error?.message}
            onRetry={() => void detail.refetch()}
            buttonClassName="btn btn--primary"
          />
        </div>
      </div>
    );
  }

  const { videoId } = watch;
  const playLabel = videoId
    ? canResume(watch.states[videoId])
      ? t('detail.resume')
      : t('detail.play')
    : null;

  return (
    <div className="film-page" data-testid="film-detail" data-film-id={film._id}>
      <FilmHero
        film={film}
        view={view}
        playLabel={playLabel}
        onPlay={() => videoId && watch.playVideo(videoId)}
        ask={ask}
      />
      <FilmWatch
        film={film}
        view={view}
        videoId={videoId}
        playback={watch.playback}
        signedIn={isSignedIn}
        autoPlay={watch.autoPlay}
        playRequest={watch.playRequest}
        playerRef={watch.playerRef}
        onPlay={watch.playVideo}
        onProgressSaved={watch.onProgressSaved}
        ask={ask}
        endScreen={<CampaignEndScreen filmId={film._id} />}
      />
      <div className="container film-body">
        <div className="film-body__main">
          <FilmCampaign filmId={film._id} />
          {film.type === 'web_series' && (
            <EpisodeList
              episodes={film.episodes}
              states={watch.states}
              currentVideoId={videoId}
              onPlay={watch.playVideo}
            />
          )}
          <Comments paths={filmCommentPaths(film._id)} signedIn={isSignedIn} ask={ask} />
        </div>
        {film.credits.length > 0 && (
          <aside className="film-body__side detail-section" aria-labelledby="credits-title">
            <h2 id="credits-title" className="detail-section__title">
              {t('detail.credits')}
            </h2>
            <dl className="credits">
              {film.credits.map((credit, index) => (
                <div key={index}>
                  <dt>{pickText(credit.role_kr, credit.role_eng, locale)}</dt>
                  <dd>{pickText(credit.name_kr, credit.name_eng, locale)}</dd>
                </div>
              ))}
            </dl>
          </aside>
        )}
      </div>
      {prompt}
    </div>
  );
}
