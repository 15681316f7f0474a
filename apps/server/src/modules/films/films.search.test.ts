import { describe, expect, it } from 'vitest';
import { searchPageValues } from './films.search.js';

const values = (cap: number, countWindow: number, probeWindow: number) =>
  searchPageValues({
    offset: 0,
    limit: 12,
    cap,
    window: 1200,
    walk: 5000,
    countWindow,
    probeWindow,
    at: '',
  });

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

describe('searchPageValues: the probe before the first tier', () => {
  const at = (offset: number, window: number, probeWindow = 500) =>
    searchPageValues({
      offset,
      limit: 12,
      cap: offset + 100,
      window,
      walk: 5000,
      countWindow: 5000,
      probeWindow,
      at: '',
    });

  it("asks the probe for the page's title hits at the rate the window would hold them", () => {
    // 12 in 1,200 newest films is 5 in 500: fewer, and the page is looked for among the title hits.
    expect(at(0, 1200)).toMatchObject({ end: 12, fastProbeOver: 5, probeOver: 11, probeLimit: 11 });
    // A deep page in the window's largest size: 212 in 5,000 is 21.2 in 500; the count's
    // cap has grown too (301 in 5,000: 31 in 500), and the probe counts up to the larger.
    expect(at(200, 5000)).toMatchObject({
      end: 212,
      fastProbeOver: 22,
      probeOver: 31,
      probeLimit: 31,
    });
    // A small window asks for more than the count does.
    expect(at(0, 100)).toMatchObject({ fastProbeOver: 60, probeOver: 11, probeLimit: 60 });
  });

  it('always tries the first tier without a probe or a window', () => {
    expect(at(0, 1200, 0)).toMatchObject({ fastProbeOver: 0 });
    expect(at(0, 0)).toMatchObject({ fastProbeOver: 0 });
  });
});
