import { discoverReads } from '/work/main/bench/reads.ts';
import { load } from '/work/main/bench/lib.ts';
const A = 'http://127.0.0.1:3302', B = 'http://127.0.0.1:3301';
const token = process.env.TOKEN!;
const reads = await discoverReads(B);
const pick = (process.env.READS ?? '').split(',').filter(Boolean);
const secs = Number(process.env.SECS ?? 3), rounds = Number(process.env.ROUNDS ?? 3);
for (const r of reads) {
  if (pick.length && !pick.some((p) => r.name.includes(p))) continue;
  const headers = r.signedIn ? { authorization: `Bearer ${token}` } : undefined;
  const res: Record<string, number[]> = { A: [], B: [] };
  for (const [n, base] of [['A', A], ['B', B]] as const) await load(base + r.path, 1, 50, headers);
  for (let i = 0; i < rounds; i++)
    for (const [n, base] of (i % 2 ? [['B', B], ['A', A]] : [['A', A], ['B', B]]) as const) {
      const m = await load(base + r.path, secs, 50, headers);
      if (m.non2xx) console.log('non2xx', n, m.non2xx);
      res[n]!.push(Math.round(m.rps));
    }
  const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
  console.log(`${r.name.padEnd(34)} base ${res.A.join('/').padStart(16)}  new ${res.B.join('/').padStart(16)}  new/base ${(med(res.B) / med(res.A)).toFixed(2)}`);
}
