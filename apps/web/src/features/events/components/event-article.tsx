import { CalendarDays } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import type { DalbitEvent } from '@dalbit/contract';
import { CoverImage } from '../../../components/ui/cover-image';
import { Markdown } from '../../../components/ui/markdown';
import type { Locale } from '../../../lib/language';
import './event-card.css';
import { localizeEvent } from './event-meta';
import '../pages/event-detail-page.css';

/**
 * A notice or event as viewers read it: the public page shows it, and the back office's preview
 * shows the very same component in either language.
 */
export function EventArticle({ event, locale }: { event: DalbitEvent; locale: Locale }) {
  // The labels in the article's language, which the back office's preview may switch (it
  // suspends while that language's file loads).
  const { t } = useTranslation('events', locale);
  const view = localizeEvent(event, locale);
  return (
    <article data-testid="event-detail" lang={locale}>
      <header className="event-detail__header">
        <span className={`type-badge type-badge--${event.type}`}>{t(`type.${event.type}`)}</span>
        <h1>{view.title}</h1>
        {view.summary && <p className="event-detail__summary">{view.summary}</p>}
        <dl className="event-detail__dates">
          {view.period && (
            <div>
              <dt>
                <CalendarDays size={15} aria-hidden="true" />
                {t('detail.period')}
              </dt>
              <dd>{view.period}</dd>
            </div>
          )}
          <div>
            <dt>{t('detail.published')}</dt>
            <dd>
              <time dateTime={event.createdAt}>{view.published}</time>
            </dd>
          </div>
        </dl>
      </header>
      <div className="event-detail__figure">
        <CoverImage src={view.image} eager priority sizes="cover" />
      </div>
      <Markdown source={view.content} className="event-detail__content" />
    </article>
  );
}
