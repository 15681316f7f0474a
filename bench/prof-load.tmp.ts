import { makeViewer, discoverReads } from '/work/main/bench/reads.ts';
import { load } from '/work/main/bench/lib.ts';
const base = process.env.BASE ?? 'http://127.0.0.1:3301';
const token = process.env.TOKEN ?? await makeViewer('postgres://postgres@127.0.0.1:5432/dalbit_prof');
console.log('TOKEN', token);
const reads = await discoverReads(base);
const pick = (process.env.READS ?? '').split(',').filter(Boolean);
const secs = Number(process.env.SECS ?? 3);
for (const r of reads) {
  if (pick.length && !pick.some((p) => r.name.includes(p))) continue;
  const headers = r.signedIn ? { authorization: `Bearer ${token}` } : undefined;
  await load(base + r.path, 1, 50, headers);
  const m = await load(base + r.path, secs, 50, headers);
  console.log(`${r.name.padEnd(34)} ${m.rps.toFixed(0).padStart(7)} req/s p50 ${m.p50} p99 ${m.p99} non2xx ${m.non2xx}`);
}
