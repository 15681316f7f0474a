import type { AdminEvent, EventInput } from '@dalbit/contract';

/** The editor's values: dates as the `datetime-local` inputs hold them (local time). */
export type EventValues = Omit<EventInput, 'startsAt' | 'endsAt'> & {
  startsAt: string;
  endsAt: string;
};

export const EMPTY_EVENT: EventValues = {
  type: 'notice',
  title_kr: '',
  title_eng: '',
  summary_kr: '',
  summary_eng: '',
  content_kr: '',
  content_eng: '',
  imageDomestic: '',
  imageOversea: '',
  startsAt: '',
  endsAt: '',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a `datetime-local` value in the browser's time zone. */
export const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export const fromLocalInput = (value: string): string | null =>
  value ? new Date(value).toISOString() : null;

export const toValues = (event: AdminEvent): EventValues => ({
  type: event.type,
  title_kr: event.title_kr,
  title_eng: event.title_eng,
  summary_kr: event.summary_kr,
  summary_eng: event.summary_eng,
  content_kr: event.content_kr,
  content_eng: event.content_eng,
  imageDomestic: event.imageDomestic,
  imageOversea: event.imageOversea,
  startsAt: toLocalInput(event.startsAt),
  endsAt: toLocalInput(event.endsAt),
});

export const toBody = (values: EventValues): EventInput => ({
  ...values,
  startsAt: fromLocalInput(values.startsAt),
  endsAt: fromLocalInput(values.endsAt),
});

/** Which texts lack a translation while the other language has one. */
export const missingTranslations = (values: EventValues): string[] =>
  (['title', 'summary', 'content'] as const).filter((field) => {
    const ko = values[`${field}_kr`].trim();
    const en = values[`${field}_eng`].trim();
    return (ko === '') !== (en === '');
  });
