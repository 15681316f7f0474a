import type { ProjectInput, StudioProject } from '@dalbit/contract';

/** The editor's form: numbers and dates as the inputs hold them (strings). */
export interface RewardValues {
  _id?: string;
  name_kr: string;
  name_eng: string;
  description_kr: string;
  description_eng: string;
  price: string;
  /** Empty: unlimited. */
  stockLimit: string;
  estimatedDelivery: string;
  needsShipping: boolean;
}

export interface FaqValues {
  question_kr: string;
  question_eng: string;
  answer_kr: string;
  answer_eng: string;
}

export interface EditorValues {
  title_kr: string;
  title_eng: string;
  summary_kr: string;
  summary_eng: string;
  story_kr: string;
  story_eng: string;
  creatorName_kr: string;
  creatorName_eng: string;
  imageDomestic: string;
  imageOversea: string;
  gallery: { url: string }[];
  goalAmount: string;
  startsAt: string;
  endsAt: string;
  products: RewardValues[];
  faq: FaqValues[];
}

/** `datetime-local` holds local time without a zone. */
const pad = (n: number) => String(n).padStart(2, '0');
export const toLocalInput = (isoTime: string) => {
  const d = new Date(isoTime);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
export const fromLocalInput = (local: string) => {
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? local : time.toISOString();
};
const wholeNumber = (value: string) => Number(value.replace(/[^\d]/g, '') || '0');

export const EMPTY_REWARD: RewardValues = {
  name_kr: '',
  name_eng: '',
  description_kr: '',
  description_eng: '',
  price: '',
  stockLimit: '',
  estimatedDelivery: '',
  needsShipping: false,
};

export const EMPTY_FAQ: FaqValues = {
  question_kr: '',
  question_eng: '',
  answer_kr: '',
  answer_eng: '',
};

export const toValues = (p: StudioProject): EditorValues => ({
  title_kr: p.title_kr,
  title_eng: p.title_eng,
  summary_kr: p.summary_kr,
  summary_eng: p.summary_eng,
  story_kr: p.story_kr,
  story_eng: p.story_eng,
  creatorName_kr: p.creatorName_kr,
  creatorName_eng: p.creatorName_eng,
  imageDomestic: p.imageDomestic,
  imageOversea: p.imageOversea,
  gallery: p.gallery.map((url) => ({ url })),
  goalAmount: String(p.goalAmount),
  startsAt: toLocalInput(p.startsAt),
  endsAt: toLocalInput(p.endsAt),
  products: p.products.map((r) => ({
    _id: r._id,
    name_kr: r.name_kr,
    name_eng: r.name_eng,
    description_kr: r.description_kr,
    description_eng: r.description_eng,
    price: String(r.price),
    stockLimit: r.stockLimit === null ? '' : String(r.stockLimit),
    estimatedDelivery: r.estimatedDelivery,
    needsShipping: r.needsShipping,
  })),
  faq: p.faq.map((f) => ({ ...f })),
});

export const toBody = (v: EditorValues): ProjectInput => ({
  title_kr: v.title_kr,
  title_eng: v.title_eng,
  summary_kr: v.summary_kr,
  summary_eng: v.summary_eng,
  story_kr: v.story_kr,
  story_eng: v.story_eng,
  creatorName_kr: v.creatorName_kr,
  creatorName_eng: v.creatorName_eng,
  imageDomestic: v.imageDomestic,
  imageOversea: v.imageOversea,
  gallery: v.gallery.map((g) => g.url).filter(Boolean),
  goalAmount: wholeNumber(v.goalAmount),
  startsAt: fromLocalInput(v.startsAt),
  endsAt: fromLocalInput(v.endsAt),
  products: v.products.map((r) => ({
    ...(r._id ? { _id: r._id } : {}),
    name_kr: r.name_kr,
    name_eng: r.name_eng,
    description_kr: r.description_kr,
    description_eng: r.description_eng,
    price: wholeNumber(r.price),
    stockLimit: r.stockLimit.trim() ? wholeNumber(r.stockLimit) : null,
    estimatedDelivery: r.estimatedDelivery,
    needsShipping: r.needsShipping,
  })),
  faq: v.faq,
});
