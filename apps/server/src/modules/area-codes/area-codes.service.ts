import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { AreaCode } from '@dalbit/contract';

/**
 * Every country calling code libphonenumber knows, named in Korean and English by the ICU data
 * Node ships with. Korea first (the main audience), the rest by English name.
 */
export const buildAreaCodes = (): AreaCode[] => {
  const ko = new Intl.DisplayNames(['ko'], { type: 'region' });
  const en = new Intl.DisplayNames(['en'], { type: 'region' });
  const all = getCountries().map((country) => ({
    _id: country,
    code: `+${getCountryCallingCode(country)}`,
    name_kr: ko.of(country) ?? country,
    name_eng: en.of(country) ?? country,
  }));
  return all.sort((a, b) =>
    a._id === 'KR' ? -1 : b._id === 'KR' ? 1 : a.name_eng.localeCompare(b.name_eng, 'en'),
  );
};

let cached: AreaCode[] | undefined;

/** Computed once per process: the list only changes with a new libphonenumber release. */
export const areaCodes = (): AreaCode[] => (cached ??= buildAreaCodes());
