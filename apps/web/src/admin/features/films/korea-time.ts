/** Staff schedule in Korea time whatever their device's zone (KST, UTC+9, no daylight saving). */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** An instant as the value of a datetime-local input, in Korea time. */
export function toKoreaInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + KST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Korea time, as an ISO instant with its offset. */
export function fromKoreaInput(value: string): string {
  return `${value}:00+09:00`;
}
