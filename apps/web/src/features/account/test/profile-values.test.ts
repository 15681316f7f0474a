// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures/user';
import {
  countryOptions,
  dateToMs,
  dialCodeOptions,
  fromUser,
  msToDate,
  toBody,
} from '../model/profile-values';

const code = (id: string, dial: string, name: string) => ({
  _id: id,
  code: dial,
  name_kr: `${name} (ko)`,
  name_eng: name,
});

describe('profile values', () => {
  it('reads a date input as midnight UTC and back', () => {
    expect(dateToMs('1990-04-01')).toBe(Date.UTC(1990, 3, 1));
    expect(dateToMs('01/04/1990')).toBeNull();
    expect(msToDate(Date.UTC(1990, 3, 1))).toBe('1990-04-01');
    expect(msToDate(null)).toBe('');
  });

  it('builds the body: blanks become null, an unreadable date NaN', () => {
    const values = { ...fromUser(makeUser()), phone: '  ', userDOB: '1990-04-01' };
    expect(toBody(values)).toEqual({
      userName: 'Mina Park',
      avatar: null,
      userDOB: Date.UTC(1990, 3, 1),
      nationality: null,
      gender: 'unchecked',
      areaCode: null,
      phone: null,
    });
    expect(toBody({ ...values, userDOB: 'soon' }).userDOB).toBeNaN();
    expect(toBody({ ...values, userDOB: '' }).userDOB).toBeNull();
  });

  it('lists countries from ISO ids, else from the browser, by name', () => {
    const codes = [code('KR', '+82', 'South Korea'), code('CA', '+1', 'Canada')];
    expect(countryOptions(codes, 'en')).toEqual([
      { value: 'CA', label: 'Canada' },
      { value: 'KR', label: 'South Korea' },
    ]);
    const fallback = countryOptions([code('1', '+82', 'South Korea')], 'en');
    expect(fallback).toContainEqual({ value: 'KR', label: 'South Korea' });
  });

  it('gives one option per calling code, in numeric order', () => {
    const codes = [
      code('US', '+1', 'United States'),
      code('KR', '+82', 'South Korea'),
      code('CA', '+1', 'Canada'),
      code('JM', '+1', 'Jamaica'),
    ];
    expect(dialCodeOptions(codes, 'en')).toEqual([
      { value: '+1', label: '+1  United States, Canada …' },
      { value: '+82', label: '+82  South Korea' },
    ]);
  });
});
