// Renders the demo seed key art and the default open-graph image (1280x720 JPEGs) with
// Debian's Chromium. Run by hand when the designs change; the output is committed, so
// neither install nor start needs a browser:  node apps/server/scripts/render-seed-images.mjs
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const assets = resolve(here, '../assets');
const font = resolve(
  here,
  '../../../node_modules/pretendard/dist/web/variable/woff2/PretendardVariable.woff2',
);
const fontFace = existsSync(font)
  ? `@font-face{font-family:'Pretendard';src:url('${pathToFileURL(font).href}') format('woff2');font-weight:100 900}`
  : '';

// Deterministic pseudo-random numbers so re-running gives the same pictures.
const rng = (seed) => () => (seed = (seed * 16807) % 2147483647) / 2147483647;

const stars = (rand, count, maxY) =>
  Array.from({ length: count }, () => {
    const r = rand() * 1.6 + 0.4;
    return `<circle cx="${(rand() * 1280).toFixed(0)}" cy="${(rand() * maxY).toFixed(0)}" r="${r.toFixed(1)}" fill="#fff" opacity="${(rand() * 0.7 + 0.2).toFixed(2)}"/>`;
  }).join('');

const skyline = (rand, base, color, minH, maxH, opacity = 1) => {
  let x = 0;
  let d = `M0 720 L0 ${base}`;
  while (x < 1280) {
    const w = 30 + rand() * 70;
    const h = minH + rand() * (maxH - minH);
    d += ` L${x.toFixed(0)} ${(base - h).toFixed(0)} L${(x + w).toFixed(0)} ${(base - h).toFixed(0)}`;
    if (rand() > 0.75)
      d += ` L${(x + w / 2).toFixed(0)} ${(base - h - 40).toFixed(0)} L${(x + w / 2 + 2).toFixed(0)} ${(base - h).toFixed(0)}`;
    x += w;
  }
  return `<path d="${d} L1280 ${base} L1280 720 Z" fill="${color}" opacity="${opacity}"/>`;
};

const windows = (rand, base, color) =>
  Array.from({ length: 90 }, () => {
    const x = rand() * 1280;
    const y = base - rand() * 150;
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="4" height="6" fill="${color}" opacity="${(rand() * 0.6 + 0.3).toFixed(2)}"/>`;
  }).join('');

const mountains = (rand, base, color, amp, opacity = 1) => {
  let d = `M0 720 L0 ${base}`;
  for (let x = 0; x <= 1280; x += 80) d += ` L${x} ${(base - rand() * amp).toFixed(0)}`;
  return `<path d="${d} L1280 720 Z" fill="${color}" opacity="${opacity}"/>`;
};

const waves = (y, color, opacity) =>
  `<path d="M0 ${y} Q 160 ${y - 18} 320 ${y} T 640 ${y} T 960 ${y} T 1280 ${y} L1280 720 L0 720 Z" fill="${color}" opacity="${opacity}"/>`;

const hanok = (base, color) => {
  const roof = (x, w) =>
    `<path d="M${x - 30} ${base - 70} Q ${x + w / 2} ${base - 130} ${x + w + 30} ${base - 70} Q ${x + w + 10} ${base - 80} ${x + w} ${base - 75} L${x + w} ${base} L${x} ${base} L${x} ${base - 75} Q ${x - 10} ${base - 80} ${x - 30} ${base - 70} Z" fill="${color}"/>`;
  return (
    roof(120, 260) +
    roof(520, 320) +
    roof(960, 220) +
    `<rect x="0" y="${base}" width="1280" height="${720 - base}" fill="${color}"/>`
  );
};

const filmStrip = (y, color) => {
  const holes = Array.from(
    { length: 33 },
    (_, i) =>
      `<rect x="${i * 40 + 10}" y="${y + 8}" width="20" height="14" rx="3" fill="#000" opacity="0.55"/><rect x="${i * 40 + 10}" y="${y + 98}" width="20" height="14" rx="3" fill="#000" opacity="0.55"/>`,
  ).join('');
  const frames = Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="${i * 165 + 8}" y="${y + 30}" width="150" height="60" fill="#fff" opacity="0.08"/>`,
  ).join('');
  return `<g transform="rotate(-6 640 ${y + 60})"><rect x="-40" y="${y}" width="1360" height="120" fill="${color}" opacity="0.9"/>${holes}${frames}</g>`;
};

const spotlights = (color) =>
  `<path d="M200 0 L60 720 L420 720 Z" fill="${color}" opacity="0.10"/><path d="M1080 0 L860 720 L1220 720 Z" fill="${color}" opacity="0.10"/><path d="M640 0 L480 720 L800 720 Z" fill="${color}" opacity="0.07"/>`;

const lanterns = (rand) =>
  Array.from({ length: 22 }, () => {
    const x = rand() * 1280;
    const y = 80 + rand() * 380;
    const s = 8 + rand() * 18;
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${s.toFixed(0)}" ry="${(s * 1.3).toFixed(0)}" fill="#ffb45e" opacity="${(0.5 + rand() * 0.4).toFixed(2)}" filter="url(#glow)"/>`;
  }).join('');

const moon = (cx, cy, r, tint = '#fff6d8') =>
  `<circle cx="${cx}" cy="${cy}" r="${r * 2.4}" fill="url(#halo)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${tint}"/><circle cx="${cx - r * 0.3}" cy="${cy - r * 0.2}" r="${r * 0.16}" fill="#000" opacity="0.06"/><circle cx="${cx + r * 0.35}" cy="${cy + r * 0.25}" r="${r * 0.22}" fill="#000" opacity="0.05"/>`;

const page = ({
  sky,
  layers,
  title,
  subtitle,
  kicker,
  align = 'left',
}) => `<!doctype html><html><head><meta charset="utf-8"><style>
${fontFace}
*{margin:0;padding:0}body{width:1280px;height:720px;overflow:hidden;background:#000;font-family:'Pretendard','Noto Sans CJK KR','Noto Serif CJK KR',sans-serif}
.t{position:absolute;${align === 'center' ? 'left:0;right:0;text-align:center' : 'left:80px'};bottom:90px;color:#fff;text-shadow:0 4px 30px rgba(0,0,0,.6)}
.k{font-size:22px;letter-spacing:.32em;text-transform:uppercase;opacity:.8;margin-bottom:14px;font-weight:600}
.h{font-size:76px;font-weight:800;letter-spacing:-.02em;line-height:1.05}
.s{font-size:30px;font-weight:500;opacity:.85;margin-top:16px}
.v{position:absolute;inset:0;background:radial-gradient(ellipse at center,transparent 55%,rgba(0,0,0,.55))}
</style></head><body>
<svg width="1280" height="720" viewBox="0 0 1280 720" xmlns="http://www.w3.org/2000/svg" style="position:absolute;inset:0">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${sky.map((c, i) => `<stop offset="${(i / (sky.length - 1)).toFixed(2)}" stop-color="${c}"/>`).join('')}</linearGradient>
<radialGradient id="halo"><stop offset="0" stop-color="#fff3c4" stop-opacity=".45"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>
<filter id="glow"><feGaussianBlur stdDeviation="4"/></filter></defs>
<rect width="1280" height="720" fill="url(#sky)"/>${layers}</svg><div class="v"></div>
<div class="t">${kicker ? `<div class="k">${kicker}</div>` : ''}<div class="h">${title}</div>${subtitle ? `<div class="s">${subtitle}</div>` : ''}</div>
</body></html>`;

const designs = {
  'moonlit-premiere': (r) =>
    page({
      sky: ['#050816', '#1b1f4a', '#4a2d5e'],
      layers:
        stars(r, 160, 420) +
        moon(960, 170, 70) +
        skyline(r, 600, '#0b0d1f', 60, 220) +
        windows(r, 600, '#ffd27a'),
      kicker: 'World premiere',
      title: '달빛 아래, 첫 상영',
      subtitle: 'Premiere night under the moon',
    }),
  'scenario-contest': (_r) =>
    page({
      sky: ['#1a0f0a', '#4b2a16', '#c2793a'],
      layers: spotlights('#ffe2b0') + filmStrip(430, '#140c08') + moon(1080, 140, 48, '#ffe9c0'),
      kicker: 'Scenario contest',
      title: '당신의 이야기를 찾습니다',
      subtitle: 'Your story, on our screen',
    }),
  'service-notice': (r) =>
    page({
      sky: ['#03121a', '#0b3142', '#13566b'],
      layers:
        stars(r, 60, 300) +
        waves(560, '#06202b', 1) +
        waves(610, '#04161e', 1) +
        moon(300, 200, 56),
      kicker: 'Notice',
      title: 'Service update',
      subtitle: '서비스 안내',
    }),
  'creator-meetup': (r) =>
    page({
      sky: ['#12051a', '#3b0f4a', '#8a2a5a'],
      layers: lanterns(r) + skyline(r, 640, '#0d0412', 40, 160) + windows(r, 640, '#ff9ad5'),
      kicker: 'Creator meetup',
      title: '크리에이터 밋업',
      subtitle: 'Seongsu, Seoul · Friday night',
    }),
  'festival-screening': (r) =>
    page({
      sky: ['#020a12', '#0c2a3c', '#1e5a6e'],
      layers:
        stars(r, 120, 380) +
        moon(640, 150, 60) +
        mountains(r, 560, '#0a1e2a', 160, 0.9) +
        mountains(r, 630, '#061218', 90),
      align: 'center',
      kicker: 'Festival screening',
      title: '바다 영화제 특별 상영',
      subtitle: 'Busan seaside screening',
    }),
  'hanok-nights': (r) =>
    page({
      sky: ['#0a0a1e', '#23204a', '#6b4a6e'],
      layers: stars(r, 140, 360) + moon(1000, 160, 64) + hanok(600, '#0a0814'),
      kicker: 'Web series',
      title: '한옥의 밤',
      subtitle: 'Nights at the Hanok',
    }),
  'neon-alley': (r) =>
    page({
      sky: ['#04020a', '#1a0630', '#4a0f5a'],
      layers:
        skyline(r, 700, '#120820', 200, 420, 0.95) +
        windows(r, 520, '#5ef2ff') +
        windows(r, 600, '#ff4fa0') +
        `<rect x="0" y="690" width="1280" height="30" fill="#ff4fa0" opacity=".25" filter="url(#glow)"/>`,
      kicker: 'Music video',
      title: 'Neon Alley',
      subtitle: '네온 골목의 노래',
    }),
  'mountain-dawn': (r) =>
    page({
      sky: ['#0d1630', '#3d4a7a', '#e39b7b'],
      layers:
        stars(r, 60, 220) +
        moon(220, 150, 40, '#fff') +
        mountains(r, 520, '#2a2f55', 180, 0.8) +
        mountains(r, 600, '#171a33', 140) +
        mountains(r, 680, '#0a0c1a', 80),
      kicker: 'Short movie',
      title: '새벽 능선',
      subtitle: 'Ridge at Dawn',
    }),
  'awards-night': (r) =>
    page({
      sky: ['#0b0905', '#2a2110', '#5e4818'],
      layers:
        spotlights('#ffd77a') +
        stars(r, 50, 300) +
        `<ellipse cx="640" cy="700" rx="700" ry="90" fill="#000" opacity=".6"/>`,
      align: 'center',
      kicker: 'Awards',
      title: '달빛 어워즈',
      subtitle: 'Dalbit Awards Night',
    }),
  'rainy-seoul': (r) =>
    page({
      sky: ['#0a0f14', '#1f2b36', '#3b4c5a'],
      layers:
        skyline(r, 620, '#0b1016', 120, 320) +
        windows(r, 620, '#ffe6a8') +
        Array.from({ length: 140 }, () => {
          const x = r() * 1280;
          const y = r() * 720;
          return `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${(x - 8).toFixed(0)}" y2="${(y + 34).toFixed(0)}" stroke="#9fb6c8" stroke-width="1.2" opacity=".35"/>`;
        }).join(''),
      kicker: 'Web series',
      title: '비 오는 서울',
      subtitle: 'Seoul in the Rain',
    }),
  'open-studio': (r) =>
    page({
      sky: ['#071a14', '#0f3a2c', '#2e6b4f'],
      layers: stars(r, 100, 340) + moon(1060, 180, 54) + filmStrip(520, '#05120d'),
      kicker: 'Open studio',
      title: '열린 스튜디오',
      subtitle: 'Behind the scenes with the crew',
    }),
  'winter-lights': (r) =>
    page({
      sky: ['#050b1a', '#15264a', '#3a5a8a'],
      layers:
        stars(r, 200, 500) +
        moon(300, 140, 50, '#eef4ff') +
        mountains(r, 640, '#dfe8f5', 70, 0.9) +
        mountains(r, 690, '#b9c8de', 40),
      kicker: 'Holiday event',
      title: '겨울 빛 축제',
      subtitle: 'Winter Lights Festival',
    }),
};

const og = (r) =>
  page({
    sky: ['#03040c', '#101536', '#2b2150'],
    layers:
      stars(r, 220, 520) +
      moon(1010, 200, 92) +
      skyline(r, 680, '#05060f', 40, 160) +
      windows(r, 680, '#ffd27a'),
    kicker: 'Dalbit 달빛',
    title: 'Dalbit <span style="font-weight:300;opacity:.9">달빛</span>',
    subtitle: 'Cinematic Korean stories, made with you.',
  });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
try {
  const pageHandle = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const render = async (html, file) => {
    mkdirSync(dirname(file), { recursive: true });
    await pageHandle.setContent(html, { waitUntil: 'load' });
    // Runs in the page, where `document` exists.
    await pageHandle.evaluate('document.fonts.ready');
    await pageHandle.screenshot({ path: file, type: 'jpeg', quality: 70 });
    console.log('wrote', file);
  };
  let seed = 7;
  for (const [name, design] of Object.entries(designs)) {
    await render(design(rng((seed += 7919))), resolve(assets, 'seed', `${name}.jpg`));
  }
  await render(og(rng(4242)), resolve(assets, 'og-image.jpg'));
} finally {
  await browser.close();
}
