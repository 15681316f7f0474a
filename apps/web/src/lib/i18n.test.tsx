import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addResources, getFixedT, i18n, setMissingKeyHandler } from './i18n';
import { Trans, useTranslation } from './i18n-react';

// A namespace of its own (the type allows only the app's: these are test data).
const NS = 'unit' as 'common';

beforeAll(async () => {
  await addResources({
    en: {
      unit: {
        hello: 'Hello {{name}}',
        left: 'Left {{absent}}',
        items_one: '{{count}} item',
        items_other: '{{count}} items',
        nested: { deep: 'Deep' },
        onlyEn: 'English only',
        sections: [{ heading: 'Contact {{email}}' }],
        agree: 'I agree to the <doc>Terms</doc> of {{site}}',
      },
    },
    ko: {
      unit: {
        hello: '{{name}} 님, 안녕하세요',
        items_one: '{{count}}개',
        items_other: '{{count}}개',
        nested: { deep: '깊이' },
        required: '{{value, josa(pick: 은/는)}} 필수예요',
      },
    },
  });
});

describe('t', () => {
  const en = getFixedT('en', NS);
  const ko = getFixedT('ko', NS);

  it('fills placeholders and leaves an absent value visible', () => {
    expect(en('hello', { name: 'Mina' })).toBe('Hello Mina');
    expect(en('left')).toBe('Left {{absent}}');
    expect(en('nested.deep')).toBe('Deep');
    expect(en('common:language.korean')).toBe(i18n.t('language.korean'));
  });

  it('picks the plural form by the language', () => {
    expect(en('items', { count: 1 })).toBe('1 item');
    expect(en('items', { count: 3 })).toBe('3 items');
    expect(ko('items', { count: 1 })).toBe('1개');
  });

  it('chooses the Korean particle from the word', () => {
    expect(ko('required', { value: '이름' })).toBe('이름은 필수예요');
    expect(ko('required', { value: '휴대폰 번호' })).toBe('휴대폰 번호는 필수예요');
  });

  it('falls back to English, then to a default value, then to the key (reported)', () => {
    const missing: string[] = [];
    const previous = setMissingKeyHandler((lng, ns, key) => missing.push(`${lng} ${ns}:${key}`));
    try {
      expect(ko('onlyEn')).toBe('English only');
      expect(ko('nowhere', { defaultValue: 'Shown' })).toBe('Shown');
      expect(ko('nowhere.at.all')).toBe('nowhere.at.all');
      expect(missing).toEqual(['ko unit:nowhere.at.all']);
    } finally {
      setMissingKeyHandler(previous);
    }
  });

  it('answers objects with every string filled in when asked', () => {
    expect(en('sections', { returnObjects: true, email: 'a@b.c' })).toEqual([
      { heading: 'Contact a@b.c' },
    ]);
  });
});

describe('useTranslation', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  function Greeting() {
    const { t } = useTranslation(NS);
    return (
      <p>
        {t('hello', { name: 'Mina' })} ·{' '}
        <Trans
          t={t}
          i18nKey="agree"
          values={{ site: 'Dalbit' }}
          components={{ doc: <a href="/terms" /> }}
        />
      </p>
    );
  }

  it('renders in the current language and again when it changes', async () => {
    render(
      <Suspense fallback="loading">
        <Greeting />
      </Suspense>,
    );
    expect(await screen.findByText(/Hello Mina/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByText(/of Dalbit/)).toBeInTheDocument();
    await i18n.changeLanguage('ko');
    expect(await screen.findByText(/Mina 님, 안녕하세요/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ko');
  });
});
