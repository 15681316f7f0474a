import { createHash } from 'node:crypto';

/**
 * A job id (a name-based UUID, version 5 layout) made from a key of the caller's, such as
 * `application-receipt:42`: sending twice with the same key queues one job while the first is
 * kept (pg-boss ignores a second insert of an existing id).
 */
export const jobIdFor = (key: string): string => {
  const hex = createHash('sha256').update(`dalbit/job/${key}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
