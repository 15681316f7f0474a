import { describe, expect, it } from 'vitest';
import { searchPageValues } from './films.search.js';

const values = (cap: number, countWindow: number, probeWindow: number) =>
  searchPageValues({ offset: 0, limit: 12, cap, window: 1200, countWindow, probeWindow, at: '' });

describe('searchPageValues: the probe before the title count', () => {
  it('asks the probe for the title hits the count window needs at the same rate', () => {
    // 101 in 5,000 is 2.02 %: 10.1 in 500, so 11.
    expect(values(100, 5000, 500)).toMatchObject({
      countOver: 101,
      probeWindow: 500,
      probeOver: 11,
    });
    expect(values(112, 5000, 500)).toMatchObject({ countOver: 113, probeOver: 12 });
  });

  it('probes no more than the count window, and then asks it for the whole cap', () => {
    expect(values(3, 4, 500)).toMatchObject({ probeWindow: 4, probeOver: 4 });
  });

  it('never passes without a count window', () => {
    expect(values(100, 0, 500)).toMatchObject({ probeWindow: 0, probeOver: 1 });
  });
});
