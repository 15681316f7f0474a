export interface Cue {
  start: number;
  end: number;
  text: string;
}

function toSeconds(stamp: string): number {
  const parts = stamp.trim().split(':').map(Number);
  let seconds = 0;
  for (const part of parts) seconds = seconds * 60 + part;
  return Number.isFinite(seconds) ? seconds : NaN;
}

/**
 * A small WebVTT reader: cue timings and text (tags stripped). The player draws cues itself so
 * Korean and English can show at once, which the browser's own track rendering cannot.
 */
export function parseVtt(source: string): Cue[] {
  const cues: Cue[] = [];
  const blocks = source.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  for (const block of blocks) {
    const lines = block.split('\n');
    const timingIndex = lines.findIndex((line) => line.includes('-->'));
    if (timingIndex < 0) continue;
    const [startRaw, rest] = lines[timingIndex]!.split('-->');
    const endRaw = rest?.trim().split(/\s+/)[0] ?? '';
    const start = toSeconds(startRaw ?? '');
    const end = toSeconds(endRaw);
    if (Number.isNaN(start) || Number.isNaN(end)) continue;
    const text = lines
      .slice(timingIndex + 1)
      .join('\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&nbsp;/g, '\u00a0')
      .trim();
    if (text) cues.push({ start, end, text });
  }
  return cues;
}

export function activeCueText(cues: Cue[] | undefined, time: number): string {
  if (!cues) return '';
  return cues
    .filter((cue) => time >= cue.start && time < cue.end)
    .map((cue) => cue.text)
    .join('\n');
}
