import type { AreaCode, GENDERS } from '@dalbit/contract';
import type { AccountUser } from '../../../lib/session/account-types';

/** The profile form's fields, as the inputs hold them (strings; the body is built on submit). */
export interface ProfileValues {
  userName: string;
  nationality: string;
  gender: (typeof GENDERS)[number];
  userDOB: string;
  areaCode: string;
  phone: string;
  avatar: string;
}

/** `YYYY-MM-DD` from a date input is midnight UTC (userDOB is ms at UTC midnight, docs/api.md#ids-and-timestamps). */
export const dateToMs = (value: string): number | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
};
export const msToDate = (ms: number | null): string =>
  ms === null ? '' : new Date(ms).toISOString().slice(0, 10);

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The update-me body the contract schema judges (an unreadable date becomes NaN, an error). */
export function toBody(values: ProfileValues) {
  return {
    userName: values.userName,
    avatar: blankToNull(values.avatar),
    userDOB: values.userDOB ? (dateToMs(values.userDOB) ?? Number.NaN) : null,
    nationality: blankToNull(values.nationality),
    gender: values.gender,
    areaCode: blankToNull(values.areaCode),
    phone: blankToNull(values.phone),
  };
}

export function fromUser(user: AccountUser): ProfileValues {
  return {
    userName: user.userName,
    nationality: user.nationality ?? '',
    gender: user.gender ?? 'unchecked',
    userDOB: msToDate(user.userDOB),
    areaCode: user.areaCode ?? '',
    phone: user.phone ?? '',
    avatar: user.avatar ?? '',
  };
}

interface Option {
  value: string;
  label: string;
}

/**
 * Countries come from the area-code list when its ids are ISO codes; otherwise from the
 * browser's own region names, so the select works either way.
 */
export function countryOptions(codes: AreaCode[] | undefined, locale: 'ko' | 'en'): Option[] {
  const pick = (code: AreaCode) => (locale === 'ko' ? code.name_kr : code.name_eng);
  const fromList = (codes ?? []).filter((code) => /^[A-Z]{2}$/.test(code._id));
  if (fromList.length > 0) {
    return fromList
      .map((code) => ({ value: code._id, label: pick(code) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const countries: Option[] = [];
  for (let a = 65; a <= 90; a += 1) {
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      if (name && name !== code) countries.push({ value: code, label: name });
    }
  }
  return countries.sort((x, y) => x.label.localeCompare(y.label, locale));
}

/** One option per calling code; countries sharing one (+1, +7) are named together. */
export function dialCodeOptions(codes: AreaCode[] | undefined, locale: 'ko' | 'en'): Option[] {
  const byCode = new Map<string, string[]>();
  for (const code of codes ?? []) {
    const names = byCode.get(code.code) ?? [];
    names.push(locale === 'ko' ? code.name_kr : code.name_eng);
    byCode.set(code.code, names);
  }
  return [...byCode.entries()]
    .map(([code, names]) => ({
      value: code,
      label: `${code}  ${names.slice(0, 2).join(', ')}${names.length > 2 ? ' …' : ''}`,
    }))
    .sort((a, b) => Number(a.value.slice(1)) - Number(b.value.slice(1)));
}
