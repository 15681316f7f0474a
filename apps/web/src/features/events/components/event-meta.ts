import type { DalbitEvent, EventHit } from '@dalbit/contract';
import type { Locale } from '../../../lib/language';
import { formatDate, pickText } from '../../../lib/localized';

/** What a card shows of a notice or event (a search hit or an event): texts, image and dates. */
export function localizeEventCard(event: EventHit, locale: Locale) {
  const starts = formatDate(event.startsAt, locale);
  const ends = formatDate(event.endsAt, locale);
  return {
    title: pickText(event.title_kr, event.title_eng, locale),
    summary: pickText(event.summary_kr, event.summary_eng, locale),
    image:
      locale === 'ko'
        ? event.imageDomestic || event.imageOversea
        : event.imageOversea || event.imageDomestic,
    published: formatDate(event.createdAt, locale),
    period: starts || ends ? `${starts} – ${ends}`.replace(/^ – | – $/g, '') : '',
  };
}

/** The event's texts in the current language (falling back to the other one) and its dates. */
export function localizeEvent(event: DalbitEvent, locale: Locale) {
  return {
    ...localizeEventCard(event, locale),
    content: pickText(event.content_kr, event.content_eng, locale),
  };
}
