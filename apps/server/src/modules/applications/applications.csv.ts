/** The applications export uses the shared CSV writer (UTF-8 with BOM, formula-safe). */
export { BOM, toCsv } from '../../shared/csv.js';
