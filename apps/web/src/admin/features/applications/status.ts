import type { ApplicationStatus } from '@dalbit/contract';

export const STATUS_TONE: Record<ApplicationStatus, 'info' | 'warn' | 'ok' | 'muted'> = {
  new: 'info',
  reviewing: 'warn',
  accepted: 'ok',
  declined: 'muted',
};
