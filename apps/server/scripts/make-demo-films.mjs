// Renders the demo films of the seed into apps/server/assets/films/<slug>/: poster.jpg (600x900),
// backdrop.jpg (1280x720) and, per video (v1, plus v2 for web series), an HLS VOD with two
// renditions (240p and 480p, H.264 + AAC-LC, 2-second segments), Korean and English WebVTT
// subtitles, a thumbnail and info.json. Deterministic; the output is committed, so neither
// install, start nor CI runs this. Run it by hand when the designs change:
//
//   node apps/server/scripts/make-demo-films.mjs            # every film
//   node apps/server/scripts/make-demo-films.mjs neon-alley # only the films named
//
// Needs ffmpeg on PATH (Debian's ffmpeg 5.1; override with FFMPEG), Debian's
// Chromium (CHROME_PATH, default /usr/bin/chromium) driven by playwright-core, and
// fonts-noto-cjk (Korean text). Scenes and film data: demo-films-scenes.mjs, demo-films-data.mjs.
// Each video is a 12 s clip: the film's scene drawn by Chromium in two layers that pan at
// different speeds (parallax), scrolling particles (rain, snow, fireflies...), a breathing
// light, a title card, a vignette and static grain, all composed by ffmpeg filters; the sound
// is a soft generated ambience (pads, plucks, a beat, brown-noise rain or sea), normalised to
// about -20 dB mean volume.
import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { films, typeLabel } from './demo-films-data.mjs';
import { defs, particles, scene } from './demo-films-scenes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(here, '../assets/films');
const FFMPEG = process.env.FFMPEG ?? 'ffmpeg';
const DURATION = 12;
const FPS = 24;
const RENDITIONS = [
  {
    name: '240p',
    width: 426,
    height: 240,
    profile: 'baseline',
    level: '3.0',
    crf: 28,
    maxrate: '110k',
    bufsize: '220k',
  },
  {
    name: '480p',
    width: 854,
    height: 480,
    profile: 'main',
    level: '3.0',
    crf: 28,
    maxrate: '260k',
    bufsize: '520k',
  },
];
const fonts = `font-family:'Noto Serif CJK KR','Noto Serif CJK JP',serif`;
const sans = `font-family:'Noto Sans CJK KR','Noto Sans CJK JP',sans-serif`;

const run = (cmd, args) => {
  const res = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')}\n${res.stderr}`);
  return res;
};
const ffmpeg = (args) => run(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

const seedOf = (s) => [...s].reduce((a, c) => (a * 31 + c.charCodeAt(0)) % 2147483646, 7) + 1;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const svg = (film, W, H, v, seed, layers) => {
  const p = scene(film, W, H, v, seed);
  return `<svg width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" xmlns="http://www.w3.org/2000/svg" style="position:absolute;inset:0">${defs(film.sky)}${layers.includes('sky') ? `<rect width="${W}" height="${H}" fill="url(#sky)"/>` : ''}${layers.includes('back') ? p.back : ''}${layers.includes('front') ? p.front : ''}</svg>`;
};

const html = (W, H, body, css = '') =>
  `<!doctype html><html><head><meta charset="utf-8"><style>*{margin:0;padding:0}html,body{width:${W}px;height:${H}px;overflow:hidden;background:transparent}${css}</style></head><body>${body}</body></html>`;

const posterHtml = (film) => {
  const label = typeLabel[film.type];
  return html(
    600,
    900,
    svg(film, 600, 900, 0, seedOf(film.slug), ['sky', 'back', 'front']) +
      `<div class="shade"></div><div class="top">DALBIT ORIGINAL · ${label.en.toUpperCase()}<br><span>달빛 오리지널 ${label.ko}</span></div>
<div class="t"><div class="tag">${esc(film.taglineKo)}</div><div class="h">${esc(film.ko)}</div><div class="e">${esc(film.en.toUpperCase())}</div><div class="tagen">${esc(film.taglineEn)}</div>
<div class="bill">달빛 스튜디오 제작 · DALBIT STUDIO PRESENTS · ${label.en.toUpperCase()} · STREAMING FREE ON DALBIT</div></div>`,
    `body{background:#000;${sans};color:#fff}
.shade{position:absolute;inset:0;background:linear-gradient(180deg,rgba(0,0,0,.45) 0,transparent 22%,transparent 48%,rgba(0,0,0,.78) 80%,rgba(0,0,0,.9));box-shadow:inset 0 0 160px rgba(0,0,0,.6)}
.top{position:absolute;top:34px;left:0;right:0;text-align:center;font-size:13px;letter-spacing:.34em;font-weight:700;opacity:.85}
.top span{display:inline-block;margin-top:6px;letter-spacing:.2em;font-weight:400;font-size:12px;opacity:.8}
.t{position:absolute;left:0;right:0;bottom:42px;text-align:center;text-shadow:0 3px 24px rgba(0,0,0,.7)}
.tag{font-size:17px;opacity:.9;margin-bottom:18px;letter-spacing:.04em}
.h{${fonts};font-weight:700;font-size:${film.ko.length > 4 ? 88 : 104}px;line-height:1.05;letter-spacing:-.01em;color:${film.accent};text-shadow:0 0 40px rgba(0,0,0,.6),0 0 2px rgba(0,0,0,.4)}
.e{font-size:17px;letter-spacing:.42em;margin-top:14px;font-weight:700;padding-left:.42em}
.tagen{font-size:13px;font-style:italic;opacity:.75;margin-top:14px}
.bill{font-size:9px;letter-spacing:.12em;opacity:.45;margin:22px 40px 0}`,
  );
};

const titleHtml = (film, v) => {
  const label = typeLabel[film.type];
  const kicker =
    film.type === 'web_series' ? `EP. ${v + 1} · ${label.ko}` : `${label.ko} · ${label.en}`;
  return html(
    854,
    480,
    `<div class="t"><div class="k">${kicker}</div><div class="h">${esc(film.ko)}</div><div class="line"></div><div class="e">${esc(film.en.toUpperCase())}</div></div>`,
    `.t{position:absolute;left:0;right:0;top:140px;text-align:center;color:#fff;${sans};text-shadow:0 2px 18px rgba(0,0,0,.75)}
.k{font-size:14px;letter-spacing:.3em;opacity:.85}.h{${fonts};font-weight:700;font-size:64px;margin-top:8px;color:${film.accent}}
.line{width:60px;height:1px;background:#fff;opacity:.6;margin:12px auto}.e{font-size:15px;letter-spacing:.45em;padding-left:.45em;font-weight:700}`,
  );
};

// Sound: aevalsrc expressions (stereo, slightly detuned), plus brown noise for rain and sea.
const audioGraph = (film, v) => {
  const s = film.sound;
  const pad = (d) =>
    s.notes
      .map(
        (n, i) =>
          `${s.kind === 'beat' ? 0.07 : 0.12}*sin(2*PI*${(n + d).toFixed(2)}*t)*(0.65+0.35*sin(2*PI*${(0.07 * (i + 1)).toFixed(2)}*t+${i}))`,
      )
      .join('+');
  const seq = (notes, rate, decay, harm) =>
    notes
      .map(
        (n, j) =>
          `if(eq(mod(floor(t*${rate}),${notes.length}),${j}),(sin(2*PI*${n}*t)+${harm}*sin(4*PI*${n}*t))*exp(-mod(t,${(1 / rate).toFixed(5)})*${decay}),0)`,
      )
      .join('+');
  const parts = (d) => {
    const p = [pad(d)];
    if (s.kind === 'beat') {
      const beat = (60 / s.bpm).toFixed(5);
      const k = s.soft ? 0.25 : 0.45;
      p.push(
        `${k}*sin(2*PI*58*mod(t,${beat})+6*(1-exp(-mod(t,${beat})*40)))*exp(-mod(t,${beat})*9)`,
      );
      p.push(`0.1*sin(2*PI*${(s.notes[0] / 2).toFixed(2)}*t)*(0.5+0.5*cos(2*PI*t/${beat}))`);
      p.push(`0.09*(${seq(s.pluck, (s.bpm / 60) * 2, 6, 0.25)})`);
    } else if (s.pluck) {
      const rate = s.kind === 'musicbox' ? 3 : s.kind === 'piano' ? 1.5 : 1;
      const amp = s.kind === 'musicbox' ? 0.08 : 0.1;
      p.push(
        `${amp}*(${seq(s.pluck, rate, s.kind === 'musicbox' ? 5 : 2.5, s.kind === 'piano' ? 0.35 : 0.1)})`,
      );
    }
    if (s.kind === 'hum') p.push(`0.05*sin(2*PI*120*t)`);
    return p.join('+');
  };
  // v2 of a series plays the same motif a fifth higher.
  const shift = (e) =>
    v ? e.replace(/sin\(2\*PI\*([\d.]+)\*t/g, (_m, n) => `sin(2*PI*${(n * 1.5).toFixed(2)}*t`) : e;
  const src = `aevalsrc=exprs='${shift(parts(0))}|${shift(parts(0.4))}':s=44100:d=${DURATION}`;
  const noise = {
    rain: ['brown', 0.5, 'highpass=f=300,lowpass=f=4000'],
    sea: ['brown', 0.6, 'lowpass=f=900,tremolo=f=0.16:d=0.7'],
    wind: ['pink', 0.25, 'bandpass=f=500:width_type=q:w=0.7,tremolo=f=0.12:d=0.6'],
  }[s.kind];
  return { src, noise };
};

const renderAudio = (film, v, wav, tmp) => {
  const { src, noise } = audioGraph(film, v);
  const raw = join(tmp, 'raw.wav');
  const inputs = ['-f', 'lavfi', '-i', src];
  let graph = '[0:a]aecho=0.8:0.7:180|360:0.35|0.2,lowpass=f=5000';
  if (noise) {
    inputs.push(
      '-f',
      'lavfi',
      '-i',
      `anoisesrc=color=${noise[0]}:amplitude=${noise[1]}:seed=${seedOf(film.slug) % 1000}:r=44100:d=${DURATION}`,
    );
    graph += `[m];[1:a]${noise[2]},aformat=channel_layouts=stereo[n];[m][n]amix=inputs=2:normalize=0`;
  }
  ffmpeg([
    ...inputs,
    '-filter_complex',
    graph + ',aformat=sample_fmts=s16:sample_rates=44100:channel_layouts=stereo',
    '-t',
    String(DURATION),
    raw,
  ]);
  const det = run(FFMPEG, [
    '-hide_banner',
    '-i',
    raw,
    '-af',
    'volumedetect',
    '-f',
    'null',
    '-',
  ]).stderr;
  const mean = Number(/mean_volume: (-?[\d.]+) dB/.exec(det)[1]);
  const gain = (-20 - mean).toFixed(2);
  ffmpeg([
    '-i',
    raw,
    '-af',
    `volume=${gain}dB,alimiter=limit=0.7,afade=t=in:d=1,afade=t=out:st=${DURATION - 1.5}:d=1.5`,
    '-c:a',
    'pcm_s16le',
    wav,
  ]);
};

const fallSpeed = {
  rain: 900,
  snow: 40,
  mist: -12,
  fireflies: -18,
  stars: -10,
  bokeh: -14,
  dust: -10,
  pollen: -22,
};

const renderVideo = (film, v, dir, tmp, layers) => {
  const wav = join(tmp, 'a.wav');
  renderAudio(film, v, wav, tmp);
  const p = v ? '(1-t/12)' : '(t/12)';
  const speed = fallSpeed[film.particles];
  const y = speed > 0 ? `-480+mod(t*${speed},480)` : `-mod(t*${-speed},480)`;
  const loop = (file) => [
    '-loop',
    '1',
    '-framerate',
    String(FPS),
    '-t',
    String(DURATION),
    '-i',
    file,
  ];
  const graph = [
    `[0:v]crop=1746:982:x='60+54*${p}':y=49,scale=854:480,setsar=1[bg]`,
    `[1:v]format=rgba,crop=1746:982:x='20+134*${p}':y=49,scale=854:480,setsar=1[fg]`,
    `[bg][fg]overlay=0:0[a]`,
    `[2:v]format=rgba[fx]`,
    `[a][fx]overlay=x=0:y='${y}'[b]`,
    `[3:v]format=rgba,fade=t=in:st=0.6:d=0.9:alpha=1,fade=t=out:st=3.9:d=0.9:alpha=1[tt]`,
    `[b]eq=brightness='0.02*sin(2*PI*t/6)':eval=frame[c]`,
    `[c][tt]overlay=0:0,vignette=angle=PI/5,noise=alls=3:allf=u,fade=t=in:st=0:d=0.8,fade=t=out:st=${DURATION - 0.8}:d=0.8,format=yuv420p[v]`,
  ].join(';');
  const inter = join(tmp, 'inter.mkv');
  ffmpeg([
    ...loop(layers.bg),
    ...loop(layers.fg),
    ...loop(layers.fx),
    ...loop(layers.title),
    '-i',
    wav,
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-map',
    '4:a',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '10',
    '-r',
    String(FPS),
    '-c:a',
    'copy',
    '-t',
    String(DURATION),
    inter,
  ]);

  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'subs'), { recursive: true });
  const info = { durationSeconds: 0, renditions: [] };
  const master = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of RENDITIONS) {
    const rdir = join(dir, r.name);
    mkdirSync(rdir, { recursive: true });
    ffmpeg([
      '-i',
      inter,
      '-map',
      '0:v',
      '-map',
      '0:a',
      '-vf',
      `scale=${r.width}:${r.height}:flags=lanczos,setsar=1`,
      '-c:v',
      'libx264',
      '-preset',
      'medium',
      '-profile:v',
      r.profile,
      '-level',
      r.level,
      '-crf',
      String(r.crf),
      '-maxrate',
      r.maxrate,
      '-bufsize',
      r.bufsize,
      '-pix_fmt',
      'yuv420p',
      '-r',
      String(FPS),
      '-g',
      '48',
      '-keyint_min',
      '48',
      '-sc_threshold',
      '0',
      '-c:a',
      'aac',
      '-b:a',
      '64k',
      '-ar',
      '44100',
      '-ac',
      '2',
      '-map_metadata',
      '-1',
      '-flags',
      '+bitexact',
      '-fflags',
      '+bitexact',
      '-f',
      'hls',
      '-hls_time',
      '2',
      '-hls_playlist_type',
      'vod',
      '-hls_flags',
      'independent_segments',
      '-hls_segment_filename',
      join(rdir, 'seg-%03d.ts'),
      join(rdir, 'index.m3u8'),
    ]);
    const playlist = readFileSync(join(rdir, 'index.m3u8'), 'utf8');
    const durs = [...playlist.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => Number(m[1]));
    const segs = readdirSync(rdir)
      .filter((n) => n.endsWith('.ts'))
      .sort();
    const sizes = segs.map((n) => statSync(join(rdir, n)).size);
    const total = durs.reduce((a, b) => a + b, 0);
    const peak = Math.max(...sizes.map((b, i) => (b * 8) / Math.max(durs[i], 1)));
    const avg = (sizes.reduce((a, b) => a + b, 0) * 8) / total;
    const bandwidth = Math.ceil(peak / 1000) * 1000;
    // avc1.PPCCLL from the stream's SPS (profile, constraint flags, level).
    const ts = readFileSync(join(rdir, segs[0]));
    const at = ts.indexOf(Buffer.from([0, 0, 1, 0x67]));
    const avc = [...ts.subarray(at + 4, at + 7)]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
    master.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},AVERAGE-BANDWIDTH=${Math.ceil(avg / 1000) * 1000},RESOLUTION=${r.width}x${r.height},FRAME-RATE=${FPS}.000,CODECS="avc1.${avc},mp4a.40.2"`,
      `${r.name}/index.m3u8`,
    );
    info.durationSeconds = Math.round(total * 1000) / 1000;
    info.renditions.push({ height: r.height, bandwidth, width: r.width });
  }
  writeFileSync(join(dir, 'master.m3u8'), master.join('\n') + '\n');
  writeFileSync(join(dir, 'info.json'), JSON.stringify(info, null, 2) + '\n');
  ffmpeg([
    '-ss',
    '6',
    '-i',
    inter,
    '-frames:v',
    '1',
    '-vf',
    'scale=480:270:flags=lanczos',
    '-q:v',
    '4',
    '-map_metadata',
    '-1',
    '-flags',
    '+bitexact',
    join(dir, 'thumb.jpg'),
  ]);
  const stamp = (s) => `00:00:${s.toFixed(3).padStart(6, '0')}`;
  for (const lang of ['ko', 'en']) {
    const body = film.videos[v]
      .map((c, i) => `${i + 1}\n${stamp(c.start)} --> ${stamp(c.end)}\n${c[lang]}\n`)
      .join('\n');
    writeFileSync(join(dir, 'subs', `${lang}.vtt`), `WEBVTT\n\n${body}`);
  }
  return info.durationSeconds;
};

const only = process.argv.slice(2);
const todo = films.filter((film) => only.length === 0 || only.includes(film.slug));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
const tmp = mkdtempSync(join(tmpdir(), 'dalbit-films-'));
try {
  const big = await (
    await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1.5 })
  ).newPage();
  const one = await (
    await browser.newContext({ viewport: { width: 1280, height: 720 } })
  ).newPage();
  const shot = async (page, W, H, content, file, opts) => {
    await page.setViewportSize({ width: W, height: H });
    await page.setContent(content, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    await page.screenshot({ path: file, ...opts });
  };
  for (const film of todo) {
    const dir = join(out, film.slug);
    mkdirSync(dir, { recursive: true });
    const seed = seedOf(film.slug);
    await shot(one, 600, 900, posterHtml(film), join(dir, 'poster.jpg'), {
      type: 'jpeg',
      quality: 80,
    });
    await shot(
      one,
      1280,
      720,
      html(
        1280,
        720,
        svg(film, 1280, 720, 0, seed, ['sky', 'back', 'front']) +
          '<div style="position:absolute;inset:0;background:radial-gradient(ellipse at center,transparent 55%,rgba(0,0,0,.5))"></div>',
      ),
      join(dir, 'backdrop.jpg'),
      { type: 'jpeg', quality: 72 },
    );
    for (let v = 0; v < film.videos.length; v++) {
      const layers = {
        bg: join(tmp, 'bg.png'),
        fg: join(tmp, 'fg.png'),
        fx: join(tmp, 'fx.png'),
        title: join(tmp, 'title.png'),
      };
      await shot(
        big,
        1280,
        720,
        html(1280, 720, svg(film, 1280, 720, v, seed + v, ['sky', 'back'])),
        layers.bg,
        { type: 'png' },
      );
      await shot(
        big,
        1280,
        720,
        html(1280, 720, svg(film, 1280, 720, v, seed + v, ['front'])),
        layers.fg,
        { type: 'png', omitBackground: true },
      );
      await shot(
        one,
        854,
        960,
        html(
          854,
          960,
          `<svg width="854" height="960" xmlns="http://www.w3.org/2000/svg">${defs(film.sky)}${particles(film.particles, 854, 480, seed + 17 * v)}</svg>`,
        ),
        layers.fx,
        { type: 'png', omitBackground: true },
      );
      await shot(one, 854, 480, titleHtml(film, v), layers.title, {
        type: 'png',
        omitBackground: true,
      });
      const d = renderVideo(film, v, join(dir, `v${v + 1}`), tmp, layers);
      console.log(`${film.slug}/v${v + 1}: ${d} s`);
    }
  }
} finally {
  await browser.close();
  rmSync(tmp, { recursive: true, force: true });
}
