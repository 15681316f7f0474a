/**
 * Titles for search's ranking tests (film-search-table, project-search-ranking): a small
 * vocabulary, so that a few keys match many rows at several places in their titles.
 */
const NOUNS: [kr: string, en: string][] = [
  ['한옥', 'Hanok'],
  ['한강', 'Han River'],
  ['한밤', 'Midnight'],
  ['서울', 'Seoul'],
  ['바다', 'Sea'],
  ['옥상', 'Rooftop'],
  ['달빛', 'Moonlight'],
  ['한옥들', 'Hanoks'],
];

/** A noun for row `i`, varied by `salt` (the same every run). */
export const nounOf = (i: number, salt: number) =>
  NOUNS[(i * 7 + salt * 3 + ((i * salt) % 5)) % NOUNS.length]!;

/** Row `i`'s titles, in three patterns: "A의 B", "A와 B", "작은 A". */
export const titlesOf = (i: number): [kr: string, en: string] => {
  const [a, b] = [nounOf(i, 1), nounOf(i, 2)];
  return i % 3 === 0
    ? [`${a[0]}의 ${b[0]}`, `The ${b[1]} of ${a[1]}`]
    : i % 3 === 1
      ? [`${a[0]}와 ${b[0]}`, `${a[1]} and ${b[1]}`]
      : [`작은 ${a[0]}`, `Little ${a[1]}`];
};
