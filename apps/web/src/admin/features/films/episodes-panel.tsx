import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import type { AdminEpisode, AdminFilmDetail } from '@dalbit/contract';
import { FormAlert } from '../../../components/form/form-fields';
import { Modal } from '../../../components/ui/modal';
import { toastSuccess } from '../../../lib/toast';
import { useFilmMutations } from './api';
import { EpisodeFieldsForm, EpisodeRow } from './episode-row';
import { moved } from './move';

const EMPTY = { title_kr: '', title_eng: '', synopsis_kr: '', synopsis_eng: '' };

/**
 * A series' episodes (add, reorder with the arrow buttons, edit, remove), or the one video of
 * a short movie or music video. Removing an episode with a video or viewers asks first.
 */
export function EpisodesPanel({ film }: { film: AdminFilmDetail }) {
  const { t } = useTranslation('admin');
  const mutations = useFilmMutations(film._id);
  const [removing, setRemoving] = useState<AdminEpisode | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const series = film.type === 'web_series';
  const busy = mutations.reorder.isPending || mutations.removeEpisode.isPending;
  const fail = (cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause));

  const remove = (episode: AdminEpisode, confirm: boolean) => {
    setError(undefined);
    mutations.removeEpisode.mutate(
      { videoId: episode._id, confirm },
      {
        onSuccess: () => {
          setRemoving(null);
          toastSuccess(t('films.editor.removed'));
        },
        onError: (cause) => {
          setRemoving(null);
          fail(cause);
        },
      },
    );
  };
  const inUse = (episode: AdminEpisode) =>
    episode.playable || episode.asset !== null || episode.progressCount > 0;

  return (
    <section className="admin-card" aria-labelledby="film-episodes-title">
      <h2 id="film-episodes-title">
        {series ? t('films.editor.episodes') : t('films.editor.video')}
      </h2>
      <FormAlert message={error} testId="film-episodes-error" />
      {film.episodes.length === 0 && <p className="admin-muted">{t('films.editor.noEpisodes')}</p>}
      <ol className="episode-list" aria-label={t('films.editor.episodes')}>
        {film.episodes.map((episode, index) => (
          <EpisodeRow
            key={episode._id}
            episode={episode}
            first={index === 0}
            last={index === film.episodes.length - 1}
            series={series}
            busy={busy}
            onMove={(step) => {
              setError(undefined);
              const ids = film.episodes.map((e) => e._id);
              mutations.reorder.mutate(moved(ids, index, step), { onError: fail });
            }}
            onSave={(body) =>
              mutations.saveEpisode
                .mutateAsync({ videoId: episode._id, body })
                .then(() => toastSuccess(t('films.editor.saved')))
                .catch(fail)
            }
            onRemove={() => (inUse(episode) ? setRemoving(episode) : remove(episode, false))}
          />
        ))}
      </ol>
      {series && !adding && (
        <button
          type="button"
          className="btn btn--outline"
          data-testid="film-episode-add"
          onClick={() => setAdding(true)}
        >
          <Plus size={16} aria-hidden="true" />
          {t('films.editor.addEpisode')}
        </button>
      )}
      {series && adding && (
        <div className="episode-add">
          <h3>{t('films.editor.newEpisode')}</h3>
          <EpisodeFieldsForm
            initial={EMPTY}
            submitLabel={t('films.editor.addEpisode')}
            testId="film-episode-new"
            onSave={(body) =>
              mutations.addEpisode
                .mutateAsync(body)
                .then(() => {
                  setAdding(false);
                  toastSuccess(t('films.editor.added'));
                })
                .catch(fail)
            }
            onCancel={() => setAdding(false)}
          />
        </div>
      )}
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('films.editor.removeTitle')}
        icon={<Trash2 size={24} />}
        testId="film-episode-remove-dialog"
        actions={
          <>
            <button
              type="button"
              className="btn btn--outline"
              data-autofocus
              onClick={() => setRemoving(null)}
            >
              {t('actions.cancel')}
            </button>
            <button
              type="button"
              className="btn btn--danger"
              disabled={mutations.removeEpisode.isPending}
              data-testid="film-episode-remove-confirm"
              onClick={() => removing && remove(removing, true)}
            >
              {t('films.editor.removeConfirm')}
            </button>
          </>
        }
      >
        <p>
          {t('films.editor.removeText', {
            n: removing?.episodeNumber ?? '',
            viewers: removing?.progressCount ?? 0,
          })}
        </p>
      </Modal>
    </section>
  );
}
