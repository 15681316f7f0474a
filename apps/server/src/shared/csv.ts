/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark so Excel in Korea reads Hangul correctly,
 * CRLF line ends, every cell quoted (a quote doubled), and a cell that starts with `=`, `+`, `-`,
 * `@`, a tab or a carriage return (a formula to Excel, also after leading spaces) neutralised
 * with an apostrophe, so text someone typed can never run as a formula.
 */
export const BOM = '\uFEFF';

export const csvCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[\s]*[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export const csvLine = (row: readonly unknown[]): string => row.map(csvCell).join(',');

export const toCsv = (header: string[], rows: unknown[][]): string =>
  BOM + [header, ...rows].map(csvLine).join('\r\n') + '\r\n';
