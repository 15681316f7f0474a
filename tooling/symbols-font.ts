// The English pages' symbols font (docs/performance.md#phones): the glyphs of Pretendard that an
// English page draws but Pretendard's Latin subset file lacks, in one small file of our own.
//
// Pretendard's dynamic subsets put ASCII and Latin-1 symbols (`@ & + < > # % _ © …`) and the
// pound, euro and won signs in files that are mostly Hangul, so a footer's `©`, an address's `@`
// or a price's `₩` made an English page download 20-44 kB of Korean syllables per character
// group. The language switch's 한국어 did the same. This makes one subset of the variable font
// holding exactly those characters: what the English translations use outside the Latin subset,
// and the symbols below, which user content brings.
//
// The font is licensed under the SIL Open Font License with the Reserved Font Name "Pretendard":
// a subset is a Modified Version, which may not carry that name, so the subset's name table
// calls it "Dalbit Sans Symbols" and keeps the copyright and licence records
// (apps/web/src/assets/fonts/OFL.txt).
//
// Run after changing an English translation or the symbols (a test fails until then):
//   npx tsx tooling/make-symbols-font.ts
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import wawoff2 from 'wawoff2';
import { DEFAULT_SITE_SETTINGS } from '../packages/contract/src/site-defaults.js';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const FAMILY = 'Dalbit Sans Symbols';
const POSTSCRIPT = 'DalbitSansSymbols';
export const FONT_FILE = join(root, 'apps/web/src/assets/fonts/dalbit-sans-symbols.woff2');
export const CSS_FILE = join(root, 'apps/web/src/styles/symbols-font.css');
const pretendard = join(root, 'node_modules/pretendard/dist/web/variable');

/**
 * Symbols that user content brings to an English page (prices, e-mail addresses, typographic
 * quotes, arrows), beside those of the translations.
 */
export const CONTENT_SYMBOLS = '#$%&*+<=>@^_`|~¢£¥§©®°±·×÷‘’‚“”„•…′″‹›€₩™←↑→↓';

/** Every code point of each of Pretendard's dynamic subset files, from its stylesheet. */
const subsetRanges = (): Set<number>[] => {
  const css = readFileSync(join(pretendard, 'pretendardvariable-dynamic-subset.css'), 'utf8');
  return [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map(
    ([, list]) =>
      new Set(
        list!.split(',').flatMap((range) => {
          const [from, to] = range
            .trim()
            .slice(2)
            .split('-')
            .map((hex) => parseInt(hex, 16));
          return Array.from({ length: (to ?? from!) - from! + 1 }, (_, i) => from! + i);
        }),
      ),
  );
};

/** Every string value of a translation file, nested or not. */
const valuesOf = (node: unknown): string[] =>
  typeof node === 'string'
    ? [node]
    : node && typeof node === 'object'
      ? Object.values(node).flatMap(valuesOf)
      : [];

/**
 * The texts every English page may draw besides its content: the English translations (all
 * files) and the footer's company details as shipped (their English fields; the mail-order
 * registration number is Korean, 2024-서울마포-1187). Details staff change later still show,
 * from Pretendard's own files.
 */
export const englishTexts = (): string => {
  const dir = join(root, 'apps/web/public/locales/en');
  const translations = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => valuesOf(JSON.parse(readFileSync(join(dir, name), 'utf8'))));
  const company = Object.entries(DEFAULT_SITE_SETTINGS.company)
    .filter(([field]) => !field.endsWith('_kr'))
    .map(([, value]) => value);
  return [...translations, ...company].join('\n');
};

/**
 * The code points the symbols font holds: those of `text` that Pretendard has but its Latin
 * subset file (the one holding `A`) does not, in order.
 */
export const symbolCodePoints = (text: string): number[] => {
  const subsets = subsetRanges();
  const latin = subsets.find((set) => set.has(0x41));
  if (!latin) throw new Error("Pretendard's stylesheet has no subset holding U+0041");
  const covered = new Set(subsets.flatMap((set) => [...set]));
  const points = new Set([...text].map((ch) => ch.codePointAt(0)!));
  return [...points].filter((cp) => covered.has(cp) && !latin.has(cp)).sort((a, b) => a - b);
};

/** `U+23, U+26-27, …`: code points as a CSS unicode-range. */
export const unicodeRange = (points: number[]): string => {
  const parts: string[] = [];
  for (let i = 0; i < points.length;) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j]! + 1) j += 1;
    const hex = (cp: number) => cp.toString(16);
    parts.push(i === j ? `U+${hex(points[i]!)}` : `U+${hex(points[i]!)}-${hex(points[j]!)}`);
    i = j + 1;
  }
  return parts.join(', ');
};

interface HarfBuzz {
  memory: { buffer: ArrayBuffer };
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

/** HarfBuzz's subsetter (harfbuzzjs, WebAssembly): the font's glyphs for `points`, as TrueType. */
const subsetOf = async (font: Uint8Array, points: number[]): Promise<Buffer> => {
  const wasm = readFileSync(
    createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'),
  );
  // The tooling's types are Node's, which declare WebAssembly's namespace without its API.
  const { WebAssembly: engine } = globalThis as unknown as {
    WebAssembly: { instantiate(bytes: Uint8Array): Promise<{ instance: { exports: unknown } }> };
  };
  const { instance } = await engine.instantiate(wasm);
  const hb = instance.exports as unknown as HarfBuzz & { _initialize?: () => void };
  hb._initialize?.();
  const heap = () => new Uint8Array(hb.memory.buffer);
  const copy = hb.malloc(font.byteLength);
  heap().set(font, copy);
  const blob = hb.hb_blob_create(copy, font.byteLength, 2 /* writable */, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  const unicodes = hb.hb_subset_input_unicode_set(input);
  for (const cp of points) hb.hb_set_add(unicodes, cp);
  // Beside the names HarfBuzz keeps (0-6 and those the variation tables use): the licence's.
  const nameIds = hb.hb_subset_input_set(input, 4 /* HB_SUBSET_SETS_NAME_ID */);
  for (const id of [13, 14]) hb.hb_set_add(nameIds, id);
  const subset = hb.hb_subset_or_fail(face, input);
  hb.hb_subset_input_destroy(input);
  if (subset === 0) throw new Error('HarfBuzz could not subset the font');
  const out = hb.hb_face_reference_blob(subset);
  const start = hb.hb_blob_get_data(out, 0);
  const bytes = Buffer.from(heap().slice(start, start + hb.hb_blob_get_length(out)));
  hb.hb_blob_destroy(out);
  hb.hb_face_destroy(subset);
  hb.hb_face_destroy(face);
  hb.free(copy);
  return bytes;
};

interface Table {
  tag: string;
  data: Buffer;
}

/** The tables of a TrueType (sfnt) font. */
export const tablesOf = (font: Buffer): Table[] => {
  const count = font.readUInt16BE(4);
  return Array.from({ length: count }, (_, i) => {
    const entry = 12 + 16 * i;
    const offset = font.readUInt32BE(entry + 8);
    return {
      tag: font.toString('latin1', entry, entry + 4),
      data: font.subarray(offset, offset + font.readUInt32BE(entry + 12)),
    };
  });
};

const checksum = (data: Buffer): number => {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
};

/** A TrueType font of these tables (sorted by tag, checksums and head's adjustment set). */
const sfntOf = (version: number, tables: Table[]): Buffer => {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const count = sorted.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(version, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  sorted.forEach(({ tag, data }, i) => {
    const body = tag === 'head' ? Buffer.from(data) : data;
    if (tag === 'head') body.writeUInt32BE(0, 8);
    const entry = 12 + 16 * i;
    header.write(tag, entry, 'latin1');
    header.writeUInt32BE(checksum(body), entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(data.length, entry + 12);
    const padding = Buffer.alloc((4 - (data.length % 4)) % 4);
    bodies.push(body, padding);
    offset += data.length + padding.length;
  });
  const font = Buffer.concat([header, ...bodies]);
  const head = sorted.findIndex((table) => table.tag === 'head');
  const headOffset = header.readUInt32BE(12 + 16 * head + 8);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  return font;
};

/** The Windows (platform 3, Unicode BMP) records of a name table: name id to text. */
export const namesOf = (table: Buffer): Map<number, string> => {
  const names = new Map<number, string>();
  const count = table.readUInt16BE(2);
  const strings = table.readUInt16BE(4);
  for (let i = 0; i < count; i += 1) {
    const record = 6 + 12 * i;
    const [platform, encoding, language, id, length, offset] = [0, 2, 4, 6, 8, 10].map((at) =>
      table.readUInt16BE(record + at),
    );
    if (platform !== 3 || encoding !== 1 || language !== 0x409) continue;
    const start = strings + offset!;
    names.set(
      id!,
      Buffer.from(table.subarray(start, start + length!))
        .swap16()
        .toString('utf16le'),
    );
  }
  return names;
};

/** A name table (format 0) of Windows English records. */
const nameTableOf = (names: Map<number, string>): Buffer => {
  const ids = [...names.keys()].sort((a, b) => a - b);
  const head = Buffer.alloc(6 + 12 * ids.length);
  head.writeUInt16BE(ids.length, 2);
  head.writeUInt16BE(head.length, 4);
  const strings: Buffer[] = [];
  let offset = 0;
  ids.forEach((id, i) => {
    const text = Buffer.from(names.get(id)!, 'utf16le').swap16();
    const record = 6 + 12 * i;
    [3, 1, 0x409, id, text.length, offset].forEach((value, k) =>
      head.writeUInt16BE(value, record + 2 * k),
    );
    strings.push(text);
    offset += text.length;
  });
  return Buffer.concat([head, ...strings]);
};

/**
 * The subset's names: ours wherever the font names itself (family, full, unique and PostScript
 * names, the typographic family, the variations' PostScript prefix and the named instances'
 * PostScript names), Pretendard's copyright, version, licence and the axes' and instances'
 * names (256 and up) kept.
 */
const renamed = (names: Map<number, string>): Map<number, string> => {
  const ours = new Map<number, string>([
    [1, FAMILY],
    [2, 'Regular'],
    [3, `${POSTSCRIPT}-Regular`],
    [4, FAMILY],
    [6, `${POSTSCRIPT}-Regular`],
  ]);
  for (const [id, text] of names) {
    if ([0, 5, 13, 14].includes(id)) ours.set(id, text);
    // The named instances' PostScript names (`PretendardVariable-Bold`) are the font's name too.
    else if (id >= 256) ours.set(id, text.replaceAll('PretendardVariable', POSTSCRIPT));
    else if (id === 16) ours.set(16, FAMILY);
    else if (id === 25) ours.set(25, POSTSCRIPT);
  }
  return ours;
};

/** The symbols font (WOFF2) and its @font-face rule, from the installed Pretendard. */
export const makeSymbolsFont = async (): Promise<{
  font: Buffer;
  css: string;
  points: number[];
}> => {
  const points = symbolCodePoints(englishTexts() + CONTENT_SYMBOLS);
  const full = await wawoff2.decompress(
    readFileSync(join(pretendard, 'woff2/PretendardVariable.woff2')),
  );
  const subset = await subsetOf(full, points);
  const tables = tablesOf(subset).map((table) =>
    table.tag === 'name' ? { tag: 'name', data: nameTableOf(renamed(namesOf(table.data))) } : table,
  );
  const font = Buffer.from(await wawoff2.compress(sfntOf(subset.readUInt32BE(0), tables)));
  const css = `/* Generated by tooling/make-symbols-font.ts: do not edit. ${FAMILY} is a subset of Pretendard
   (Copyright (c) 2021 Kil Hyung-jin, with Reserved Font Name Pretendard), licensed under the SIL
   Open Font License 1.1 (src/assets/fonts/OFL.txt). English pages draw these characters from it
   instead of Pretendard's Hangul subsets (docs/performance.md#phones). */
@font-face {
  font-family: '${FAMILY}';
  font-style: normal;
  font-display: swap;
  font-weight: 45 920;
  src: url(../assets/fonts/dalbit-sans-symbols.woff2) format('woff2-variations');
  unicode-range: ${unicodeRange(points)};
}
`;
  return { font, css, points };
};
