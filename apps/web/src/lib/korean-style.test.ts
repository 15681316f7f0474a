// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { josaFormat, loadJosa } from './i18n';

// docs/glossary.md#speech-levels and #particles, held for every Korean text of the web app.

const koDir = join(import.meta.dirname, '..', '..', 'public', 'locales', 'ko');
type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value, `${prefix}${key}.`),
  );
const korean = readdirSync(koDir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) =>
    texts(JSON.parse(readFileSync(join(koDir, file), 'utf8')) as Tree, `${file}:`),
  );

/**
 * The 해요체 sentence endings in a text (어요, 아요, 해요, 에요, 예요, 네요, 나요, 까요, 죠 …):
 * a '요' that ends a sentence, unless it is a request's '-세요'. 좋아요 (the Like button) and
 * 아니요 (No) are words, not endings.
 */
export const informalEndings = (text: string): string[] =>
  [...text.replace(/아니요|좋아요/g, '').matchAll(/\S*(?:(?<!세)요|죠)(?=[.!?…)"”’\s<]|$)/g)].map(
    (m) => m[0],
  );

describe('Korean texts', () => {
  it('finds the informal endings it is meant to', () => {
    expect(informalEndings('불러오지 못했어요. 다시 시도해 주세요.')).toEqual(['못했어요']);
    expect(informalEndings('정말 로그아웃하시겠어요?')).toEqual(['로그아웃하시겠어요']);
    expect(informalEndings('불러오지 못했습니다. 다시 시도해 주세요.')).toEqual([]);
    expect(informalEndings('좋아요 취소')).toEqual([]);
  });

  it('speak one level: 합니다체, requests as -세요', () => {
    const informal = korean.filter(([, text]) => informalEndings(text).length > 0);
    expect(informal).toEqual([]);
  });

  it('never write both forms of a particle: the word picks it', () => {
    const both = /\((?:은|는|이|가|을|를|과|와|으)\)|은\(는\)|이\(가\)|을\(를\)/;
    expect(korean.filter(([, text]) => both.test(text))).toEqual([]);
  });

  it('choose the particle from the word (es-hangul)', async () => {
    await loadJosa();
    expect(josaFormat('이름', 'ko', { pick: '은/는' })).toBe('이름은');
    expect(josaFormat('휴대폰 번호', 'ko', { pick: '은/는' })).toBe('휴대폰 번호는');
    expect(josaFormat('제목', 'ko', { pick: '이/가' })).toBe('제목이');
    expect(josaFormat('요약', 'ko', { pick: '이/가' })).toBe('요약이');
    expect(josaFormat('소개 글', 'ko', { pick: '이/가' })).toBe('소개 글이');
    expect(josaFormat('내용', 'ko', {})).toBe('내용');
  });
});
