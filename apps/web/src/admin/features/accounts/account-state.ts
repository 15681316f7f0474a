export const STATE_TONE = { active: 'ok', suspended: 'danger', deleted: 'muted' } as const;
