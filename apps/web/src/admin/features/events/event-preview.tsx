import { Monitor, Smartphone } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import type { DalbitEvent } from '@dalbit/contract';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { EventArticle } from '../../../features/events';
import type { Locale } from '../../../lib/language';
import './event-preview.css';

/**
 * What viewers will see: the public page's own article component, at phone or desktop width,
 * in either language (docs/product/back-office.md#notices-and-events).
 */
export function EventPreview({ event }: { event: DalbitEvent }) {
  const { t } = useTranslation('admin');
  const [width, setWidth] = useState<'phone' | 'desktop'>('desktop');
  const [locale, setLocale] = useState<Locale>('ko');
  return (
    <section
      className="admin-card event-preview"
      aria-labelledby="event-preview-title"
      data-testid="event-preview"
    >
      <div className="event-preview__bar">
        <h2 id="event-preview-title">{t('events.preview.title')}</h2>
        <div className="event-preview__toggles">
          <div className="admin-segment" role="group" aria-label={t('events.preview.width')}>
            <button
              type="button"
              aria-pressed={width === 'phone'}
              onClick={() => setWidth('phone')}
            >
              <Smartphone size={15} aria-hidden="true" />
              {t('events.preview.phone')}
            </button>
            <button
              type="button"
              aria-pressed={width === 'desktop'}
              onClick={() => setWidth('desktop')}
            >
              <Monitor size={15} aria-hidden="true" />
              {t('events.preview.desktop')}
            </button>
          </div>
          <div className="admin-segment" role="group" aria-label={t('events.preview.language')}>
            {(['ko', 'en'] as const).map((lng) => (
              <button
                key={lng}
                type="button"
                lang={lng}
                aria-pressed={locale === lng}
                data-testid={`event-preview-${lng}`}
                onClick={() => setLocale(lng)}
              >
                {lng === 'ko' ? '한국어' : 'English'}
              </button>
            ))}
          </div>
        </div>
      </div>
      {/* A scrolling region: focusable and named, so a keyboard can scroll it (WCAG 2.1.1). */}
      <div
        className={`event-preview__stage event-preview__stage--${width}`}
        role="region"
        aria-label={`${t('events.preview.title')} · ${t(`events.preview.${width}`)}`}
        tabIndex={0}
        data-testid="event-preview-stage"
      >
        <div className="event-preview__page event-detail">
          <Suspense fallback={<PageSpinner />}>
            <EventArticle event={event} locale={locale} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
