import { ArrowLeft, Film } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useParams } from 'react-router';
import { StateMessage } from '../../../components/ui/state-message';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { toastSuccess } from '../../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { useMediaMutations, useVideoMedia } from './api';
import { PosterPicker } from './poster-picker';
import { SubtitlesPanel } from './subtitles-panel';
import { TranscodePanel } from './transcode-panel';
import { UploadPanel } from './upload-panel';
import { useTusUpload } from './use-tus-upload';
import './films.css';

/**
 * One video's media (docs/product/back-office.md#films-and-videos): upload the master, follow
 * the transcode live, cancel, pick the poster frame, add subtitles and preview them.
 */
export function VideoMediaPage() {
  const { t } = useTranslation('admin');
  const { videoId = '' } = useParams();
  const media = useVideoMedia(videoId);
  const mutations = useMediaMutations(videoId);
  const [picking, setPicking] = useState<number>();
  const uploader = useTusUpload(videoId, {
    onFinished: mutations.refresh,
    // The transcode panel shows the new upload (and its cancel) at once, then polls it.
    onCreated: mutations.refresh,
    fallbackError: t('films.upload.failed'),
  });
  const back = (
    <Link to="/admin/films" className="admin-back">
      <ArrowLeft size={16} aria-hidden="true" />
      {t('films.back')}
    </Link>
  );
  if (media.isPending) return <PageSpinner />;
  if (media.isError) {
    return (
      <div className="admin-page">
        <PageHeader title={t('films.media.title')} back={back} />
        <StateMessage tone="error" icon={<Film size={26} />} title={media.error.message} />
      </div>
    );
  }
  const data = media.data;
  return (
    <div className="admin-page video-media">
      <PageHeader title={t('films.media.title')} lead={t('films.media.lead')} back={back} />
      <UploadPanel uploader={uploader} asset={data.asset} />
      <TranscodePanel
        media={data}
        cancelling={mutations.cancel.isPending}
        onCancel={() => {
          uploader.reset();
          mutations.cancel.mutate(undefined, {
            onSuccess: () => toastSuccess(t('films.state.cancelled')),
          });
        }}
      />
      <PosterPicker
        media={data}
        pending={picking}
        onChoose={(index) => {
          // Shown chosen in the click's own render (the mutation's pending state arrives a
          // tick later, after the browser has put the controlled radio back), until the answer.
          setPicking(index);
          mutations.poster.mutate(index, {
            onSuccess: () => toastSuccess(t('films.poster.saved')),
            onSettled: () => setPicking(undefined),
          });
        }}
      />
      <SubtitlesPanel media={data} mutations={mutations} />
    </div>
  );
}
