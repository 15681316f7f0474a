import type { ApplyBody } from '@dalbit/contract';
import { currentLocale } from '../../lib/i18n';
import { localeToLanguage } from '../../lib/language';
import { withCommas } from '../../lib/money';
import { SESSION_KEYS } from '../../lib/storage-keys';

/** What the form holds: the body's fields as typed (the goal with its grouping commas). */
export interface ApplyValues {
  name: string;
  projectTitle: string;
  videoType: string;
  projectContent: string;
  email: string;
  mobile: string;
  fundingGoal: string;
  productionDuration: string;
  portfolioLink: string;
  expectedBenefits: string[];
  extraInformation: string;
}

export const EMPTY_VALUES: ApplyValues = {
  name: '',
  projectTitle: '',
  videoType: '',
  projectContent: '',
  email: '',
  mobile: '',
  fundingGoal: '',
  productionDuration: '',
  portfolioLink: '',
  expectedBenefits: [],
  extraInformation: '',
};

/** 11 digits hold the contract's ten-billion cap; one more lets the limit message show. */
const MAX_GOAL_DIGITS = 12;

/** `1500000` or `1,500,000` → `1,500,000`; anything but digits is dropped as it is typed. */
export function formatGoal(input: string): string {
  const digits = input
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_GOAL_DIGITS);
  return withCommas(digits);
}

/** The integer the contract wants, or undefined when nothing was typed. */
export function parseGoal(value: string): number | undefined {
  const digits = value.replace(/\D/g, '');
  return digits ? Number(digits) : undefined;
}

/** The contract body: the goal as a whole number, the video type unset until one is chosen. */
export function toBody(values: ApplyValues): ApplyBody {
  return {
    ...values,
    videoType: (values.videoType || undefined) as ApplyBody['videoType'],
    fundingGoal: parseGoal(values.fundingGoal) as number,
    // A lone checkbox group can come back as false before anything was ticked.
    expectedBenefits: (Array.isArray(values.expectedBenefits)
      ? values.expectedBenefits
      : []) as ApplyBody['expectedBenefits'],
    language: localeToLanguage(currentLocale()),
  };
}

export function readDraft(): Partial<ApplyValues> {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(SESSION_KEYS.applyDraft) ?? '{}') as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    // Only known fields of the right shape come back; a stale or edited draft cannot break the form.
    const draft: Partial<Record<keyof ApplyValues, unknown>> = parsed;
    const out: Partial<ApplyValues> = {};
    for (const key of Object.keys(EMPTY_VALUES) as (keyof ApplyValues)[]) {
      const value = draft[key];
      if (key === 'expectedBenefits') {
        if (Array.isArray(value)) out.expectedBenefits = value.filter((v) => typeof v === 'string');
      } else if (typeof value === 'string') out[key] = value;
    }
    return out;
  } catch {
    return {};
  }
}

export function writeDraft(values: ApplyValues | null): void {
  try {
    if (values) sessionStorage.setItem(SESSION_KEYS.applyDraft, JSON.stringify(values));
    else sessionStorage.removeItem(SESSION_KEYS.applyDraft);
  } catch {
    // Best effort: private modes may refuse storage.
  }
}
