import { describe, expect, it } from 'vitest';
import { editScopeOf, isLocked, isPublic, phaseOf, type WorkflowRow } from './workflow.js';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-25T12:00:00Z');
const row = (over: Partial<WorkflowRow> = {}): WorkflowRow => ({
  state: 'approved',
  publishAt: new Date(NOW - DAY),
  startsAt: new Date(NOW + DAY),
  endsAt: new Date(NOW + 10 * DAY),
  outcome: null,
  settledAt: null,
  pledgedAmount: 0,
  goalAmount: 1000,
  ...over,
});

describe('the project workflow rules', () => {
  it('keeps drafts, reviews and unpublished approvals private', () => {
    expect(isPublic(row({ state: 'draft', publishAt: null }), NOW)).toBe(false);
    expect(isPublic(row({ state: 'in_review', publishAt: new Date(NOW - DAY) }), NOW)).toBe(false);
    expect(isPublic(row({ publishAt: null }), NOW)).toBe(false);
    expect(isPublic(row({ publishAt: new Date(NOW + 1) }), NOW)).toBe(false);
    expect(isPublic(row(), NOW)).toBe(true);
    expect(isPublic(row({ state: 'funding' }), NOW)).toBe(true);
  });

  it('follows the dates once published, and the recorded outcome after the end', () => {
    expect(phaseOf(row(), NOW)).toBe('upcoming');
    expect(phaseOf(row({ startsAt: new Date(NOW - 1) }), NOW)).toBe('funding');
    expect(phaseOf(row({ publishAt: null, startsAt: new Date(NOW - 1) }), NOW)).toBe('approved');
    const ended = { startsAt: new Date(NOW - 2 * DAY), endsAt: new Date(NOW - 1) };
    expect(phaseOf(row({ ...ended, pledgedAmount: 1000 }), NOW)).toBe('successful');
    expect(phaseOf(row(ended), NOW)).toBe('failed');
    expect(phaseOf(row({ ...ended, outcome: 'succeeded' }), NOW)).toBe('successful');
    expect(phaseOf(row({ ...ended, outcome: 'failed', settledAt: new Date(NOW) }), NOW)).toBe(
      'settled',
    );
  });

  it('locks goal and rewards from the start of funding; creators edit fully only drafts', () => {
    const funding = row({ startsAt: new Date(NOW - 1) });
    expect(isLocked(row(), NOW)).toBe(false);
    expect(isLocked(funding, NOW)).toBe(true);
    expect(editScopeOf(funding, NOW, 'staff')).toBe('content');
    expect(editScopeOf(funding, NOW, 'creator')).toBe('content');
    expect(editScopeOf(row(), NOW, 'staff')).toBe('all');
    expect(editScopeOf(row(), NOW, 'creator')).toBe('content');
    expect(editScopeOf(row({ state: 'draft', publishAt: null }), NOW, 'creator')).toBe('all');
    expect(editScopeOf(row({ state: 'in_review', publishAt: null }), NOW, 'creator')).toBe('none');
  });
});
