// Makes the demo notices' and events' covers, one per language: the scene of the event's art
// (assets/seed/<image>, its upper part, which carries no words) over a dark band with the
// headline in that language only. Domestic (Korean) and Oversea (English) images, as the
// entities have them (issue 12). Run after changing a seed title or its art:
//   npx tsx tooling/make-covers.ts
// Needs ffmpeg (Debian's package) and the Pretendard font from node_modules.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedEventsPart1 } from '../apps/server/src/seed/seed-events-1.js';
import { seedEventsPart2 } from '../apps/server/src/seed/seed-events-2.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const art = join(root, 'apps/server/assets/seed');
const out = join(art, 'covers');
const fonts = join(root, 'node_modules/pretendard/dist/public/static');

const WIDTH = 1280;
const HEIGHT = 720;
/** The art's upper part: above every headline the old covers carried. */
const SCENE = 400;
const TITLE_SIZE = 58;
const MAX_LINE = 1120;

const eyebrows = {
  ko: { notice: '공지', event: '이벤트' },
  en: { notice: 'NOTICE', event: 'EVENT' },
} as const;

/** Rough advance of a character in Pretendard Bold, in ems: Hangul is full width. */
const advance = (c: string) =>
  /[\u3131-\u318e\uac00-\ud7a3]/u.test(c) ? 0.93 : c === ' ' ? 0.28 : 0.56;
const widthOf = (text: string) => [...text].reduce((sum, c) => sum + advance(c), 0) * TITLE_SIZE;

/** Word-wraps a title into at most two lines that fit the band. */
function lines(title: string): string[] {
  const words = title.split(/\s+/u);
  const result: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (widthOf(next) > MAX_LINE && line) {
      result.push(line);
      line = word;
    } else line = next;
  }
  result.push(line);
  if (result.length > 2) return [result[0] ?? '', `${result.slice(1).join(' ')}`];
  return result;
}

function cover(image: string, eyebrow: string, title: string, file: string) {
  const work = join(tmpdir(), 'dalbit-covers');
  mkdirSync(work, { recursive: true });
  // drawtext reads its text from files: no escaping of quotes, colons or brackets.
  const texts = [eyebrow, ...lines(title)].map((text, index) => {
    const path = join(work, `${index}.txt`);
    writeFileSync(path, text);
    return path;
  });
  // A soft edge from the scene into the band: ten strips of rising opacity.
  const fade = Array.from(
    { length: 10 },
    (_, i) =>
      `drawbox=x=0:y=${SCENE - 100 + i * 10}:w=${WIDTH}:h=10:color=0x0b0b10@${((i + 1) / 10).toFixed(1)}:t=fill`,
  );
  const [eyebrowFile, ...titleFiles] = texts;
  const draw = [
    `drawtext=fontfile=${fonts}/Pretendard-SemiBold.otf:expansion=none:textfile=${eyebrowFile}:fontsize=26:fontcolor=0xf2c14e:x=80:y=${SCENE + 50}`,
    ...titleFiles.map(
      (path, i) =>
        `drawtext=fontfile=${fonts}/Pretendard-Bold.otf:expansion=none:textfile=${path}:fontsize=${TITLE_SIZE}:fontcolor=white:x=80:y=${SCENE + 100 + i * 76}`,
    ),
  ];
  const filter = [
    `[0:v]crop=${WIDTH}:${SCENE}:0:0[scene]`,
    `color=c=0x0b0b10:s=${WIDTH}x${HEIGHT}[band]`,
    `[band][scene]overlay=0:0:shortest=1,${[...fade, ...draw].join(',')}`,
  ].join(';');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-i',
    join(art, image),
    '-filter_complex',
    filter,
    '-frames:v',
    '1',
    '-q:v',
    '7',
    join(out, file),
  ]);
}

mkdirSync(out, { recursive: true });
for (const event of [...seedEventsPart1, ...seedEventsPart2]) {
  cover(event.image, eyebrows.ko[event.type], event.title[0], `${event.key}.ko.jpg`);
  cover(event.image, eyebrows.en[event.type], event.title[1], `${event.key}.en.jpg`);
}
console.log(`covers written to ${out}`);
