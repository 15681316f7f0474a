// Writes the English pages' symbols font and its @font-face rule (tooling/symbols-font.ts says
// what and why). Run after changing an English translation:
//   npx tsx tooling/make-symbols-font.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { CSS_FILE, FONT_FILE, makeSymbolsFont, root } from './symbols-font.js';

const { font, css, points } = await makeSymbolsFont();
mkdirSync(dirname(FONT_FILE), { recursive: true });
writeFileSync(FONT_FILE, font);
writeFileSync(CSS_FILE, css);
console.log(
  `${relative(root, FONT_FILE)}: ${points.length} characters, ${font.length} bytes; ${relative(root, CSS_FILE)}`,
);
