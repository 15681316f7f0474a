import { describe, expect, it } from 'vitest';
import { episodeTitle } from '../model/film-meta';

const episode = (number: number, title_kr: string, title_eng: string) => ({
  number,
  title_kr,
  title_eng,
});

describe('episode titles beside their "EP n" / "n화" label', () => {
  it.each([
    [
      episode(1, '1화: 잃어버린 우산', 'Episode 1: The Lost Umbrella'),
      'The Lost Umbrella',
      '잃어버린 우산',
    ],
    [episode(2, '제2화 · 맑음 뒤 소나기', 'EP 2 - Showers'), 'Showers', '맑음 뒤 소나기'],
    [episode(3, '3회 골목', 'Ep.3 | Alley'), 'Alley', '골목'],
  ])('drops a leading label that repeats the number (%o)', (item, en, ko) => {
    expect(episodeTitle(item, 'en')).toBe(en);
    expect(episodeTitle(item, 'ko')).toBe(ko);
  });

  it('keeps titles whose number is another one, or that are only the label', () => {
    expect(episodeTitle(episode(1, '10화의 비밀', 'Episode 10: Later'), 'en')).toBe(
      'Episode 10: Later',
    );
    expect(episodeTitle(episode(1, '10화의 비밀', 'x'), 'ko')).toBe('10화의 비밀');
    expect(episodeTitle(episode(4, '4화', 'Episode 4'), 'en')).toBe('Episode 4');
    expect(episodeTitle(episode(1, '첫 번째 밤: 마당의 소리', 'First Night'), 'ko')).toBe(
      '첫 번째 밤: 마당의 소리',
    );
  });
});
