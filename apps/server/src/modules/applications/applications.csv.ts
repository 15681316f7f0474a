/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark so Excel in Korea reads Hangul correctly,
 * CRLF line ends, every cell quoted, and a leading `=`, `+`, `-`, `@` (a formula to Excel)
 * neutralised with an apostrophe so an applicant's text can never run as a formula.
 */
export const BOM = '\uFEFF';

const cell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export const toCsv = (header: string[], rows: unknown[][]): string =>
  BOM + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
