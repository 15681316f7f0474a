import type { ProjectDetail } from '@dalbit/contract';
import { Lock } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Markdown } from '../../../components/ui/markdown';
import { currentLocale } from '../../../lib/i18n';
import { formatDate, pickText } from '../../../lib/localized';
import { responsiveImage } from '../../../lib/images';

/** The story in Markdown (lib/markdown.ts: no raw HTML, safe addresses only) and the gallery. */
export function ProjectStory({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('crowdfunding');
  const locale = currentLocale();
  return (
    <>
      <div className="project-story" data-testid="project-story">
        <Markdown source={pickText(project.story_kr, project.story_eng, locale)} />
      </div>
      {project.gallery.length > 0 && (
        <ul className="project-gallery" aria-label={t('detail.gallery')}>
          {project.gallery.map((url, index) => (
            <li key={url}>
              <img
                {...responsiveImage(url, 'frame')}
                alt={t('detail.galleryImage', { n: index + 1 })}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Questions and answers, each a disclosure. */
export function ProjectFaq({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('crowdfunding');
  const locale = currentLocale();
  if (project.faq.length === 0) return null;
  return (
    <section className="project-section" aria-labelledby="project-faq">
      <h2 id="project-faq" className="detail-section__title">
        {t('detail.faq')}
      </h2>
      {project.faq.map((item, index) => (
        <details key={index} className="project-faq">
          <summary>{pickText(item.question_kr, item.question_eng, locale)}</summary>
          <p>{pickText(item.answer_kr, item.answer_eng, locale)}</p>
        </details>
      ))}
    </section>
  );
}

/** One update; a backers-only one shows its title and a note to everyone else. */
export function ProjectUpdateItem({ update }: { update: ProjectDetail['updates'][number] }) {
  const { t } = useTranslation('crowdfunding');
  const locale = currentLocale();
  return (
    <li className="project-update" data-testid="project-update">
      <time dateTime={update.createdAt}>{formatDate(update.createdAt, locale)}</time>
      <h3>
        {pickText(update.title_kr, update.title_eng, locale)}
        {update.audience === 'backers' && (
          <span className="project-update__badge">{t('detail.backersOnly')}</span>
        )}
      </h3>
      {update.locked ? (
        <p className="project-update__locked" data-testid="project-update-locked">
          <Lock size={16} aria-hidden="true" />
          {t('detail.backersOnlyNote')}
        </p>
      ) : (
        <Markdown source={pickText(update.content_kr, update.content_eng, locale)} />
      )}
    </li>
  );
}
