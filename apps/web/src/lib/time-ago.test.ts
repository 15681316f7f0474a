// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('says now under a minute', () => {
    expect(timeAgo(before(30), 'en', NOW)).toBe('now');
  });

  it('uses the largest whole unit, rounded', () => {
    expect(timeAgo(before(125), 'en', NOW)).toBe('2 minutes ago');
    expect(timeAgo(before(3 * 3600), 'en', NOW)).toBe('3 hours ago');
    expect(timeAgo(before(86_400), 'en', NOW)).toBe('yesterday');
    expect(timeAgo(before(14 * 86_400), 'en', NOW)).toBe('2 weeks ago');
    expect(timeAgo(before(400 * 86_400), 'en', NOW)).toBe('last year');
  });

  it('speaks the page language', () => {
    expect(timeAgo(before(3 * 3600), 'ko', NOW)).toBe('3시간 전');
  });
});
