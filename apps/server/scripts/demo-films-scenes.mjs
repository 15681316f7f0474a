// SVG scenes of the demo films (used by make-demo-films.mjs). Every scene is drawn for any
// width and height (1280x720 backdrops and video plates, 600x900 posters) from a seeded random
// generator, so re-running gives the same pictures. Two layers: `back` (sky, moon, far things)
// and `front` (near silhouettes), which the video pans at different speeds.

export const rng = (seed) => () => (seed = (seed * 16807) % 2147483647) / 2147483647;

const f = (n) => n.toFixed(1);

const stars = (r, n, W, maxY) =>
  Array.from({ length: n }, () => {
    const s = r() * 1.4 + 0.4;
    return `<circle cx="${f(r() * W)}" cy="${f(r() * maxY)}" r="${f(s)}" fill="#fff" opacity="${(r() * 0.6 + 0.2).toFixed(2)}"/>`;
  }).join('');

const moon = (cx, cy, rad, tint = '#fff6d8') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad * 3.2)}" fill="url(#halo)"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="${tint}"/><circle cx="${f(cx - rad * 0.3)}" cy="${f(cy - rad * 0.2)}" r="${f(rad * 0.16)}" fill="#000" opacity="0.06"/><circle cx="${f(cx + rad * 0.35)}" cy="${f(cy + rad * 0.25)}" r="${f(rad * 0.22)}" fill="#000" opacity="0.05"/>`;

const skyline = (r, W, H, base, color, minH, maxH, opacity = 1, unit = 1) => {
  let x = -10;
  let d = `M-10 ${H} L-10 ${f(base)}`;
  while (x < W + 10) {
    const w = (30 + r() * 70) * unit;
    const h = minH + r() * (maxH - minH);
    d += ` L${f(x)} ${f(base - h)} L${f(x + w)} ${f(base - h)}`;
    if (r() > 0.8)
      d += ` L${f(x + w / 2)} ${f(base - h - 36 * unit)} L${f(x + w / 2 + 2)} ${f(base - h)}`;
    x += w;
  }
  return `<path d="${d} L${W + 10} ${f(base)} L${W + 10} ${H} Z" fill="${color}" opacity="${opacity}"/>`;
};

const windows = (r, W, base, spread, color, n = 90, size = 1) =>
  Array.from({ length: n }, () => {
    const x = r() * W;
    const y = base - 12 - r() * spread;
    return `<rect x="${f(x)}" y="${f(y)}" width="${f(4 * size)}" height="${f(6 * size)}" fill="${color}" opacity="${(r() * 0.6 + 0.3).toFixed(2)}"/>`;
  }).join('');

const mountains = (r, W, H, base, color, amp, step, opacity = 1) => {
  let d = `M-10 ${H} L-10 ${f(base - r() * amp)}`;
  for (let x = 0; x <= W + step; x += step) d += ` L${f(x)} ${f(base - r() * amp)}`;
  return `<path d="${d} L${W + step} ${H} Z" fill="${color}" opacity="${opacity}"/>`;
};

const hanok = (W, H, base, color, s) => {
  const roof = (x, w) =>
    `<path d="M${f(x - 30 * s)} ${f(base - 70 * s)} Q ${f(x + w / 2)} ${f(base - 130 * s)} ${f(x + w + 30 * s)} ${f(base - 70 * s)} Q ${f(x + w + 10 * s)} ${f(base - 80 * s)} ${f(x + w)} ${f(base - 75 * s)} L${f(x + w)} ${f(base)} L${f(x)} ${f(base)} L${f(x)} ${f(base - 75 * s)} Q ${f(x - 10 * s)} ${f(base - 80 * s)} ${f(x - 30 * s)} ${f(base - 70 * s)} Z" fill="${color}"/>`;
  const lit = (x, w) =>
    `<rect x="${f(x + w * 0.2)}" y="${f(base - 55 * s)}" width="${f(w * 0.6)}" height="${f(40 * s)}" fill="#ffb45e" opacity=".55" filter="url(#glow)"/>` +
    Array.from(
      { length: 4 },
      (_, i) =>
        `<rect x="${f(x + w * 0.2 + (i * w * 0.6) / 4)}" y="${f(base - 55 * s)}" width="${f(1.5 * s)}" height="${f(40 * s)}" fill="${color}"/>`,
    ).join('');
  const houses =
    W > H
      ? [
          [0.09, 0.2],
          [0.41, 0.25],
          [0.75, 0.17],
        ]
      : [
          [-0.1, 0.55],
          [0.55, 0.55],
        ];
  return (
    houses.map(([x, w]) => lit(x * W, w * W)).join('') +
    houses.map(([x, w]) => roof(x * W, w * W)).join('') +
    `<rect x="-10" y="${f(base)}" width="${W + 20}" height="${f(H - base)}" fill="${color}"/>`
  );
};

const lanterns = (r, W, y0, y1, n, color) =>
  Array.from({ length: n }, () => {
    const x = r() * W;
    const y = y0 + r() * (y1 - y0);
    const s = 6 + r() * 12;
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s)}" ry="${f(s * 1.3)}" fill="${color}" opacity="${(0.45 + r() * 0.4).toFixed(2)}" filter="url(#glow)"/>`;
  }).join('');

const water = (W, H, y, color, lights, r) =>
  `<rect x="-10" y="${f(y)}" width="${W + 20}" height="${f(H - y)}" fill="${color}"/>` +
  lights
    .map(([x, c, w]) =>
      Array.from({ length: 9 }, (_, i) => {
        const yy = y + 6 + i * ((H - y) / 10);
        const ww = w * (0.6 + r() * 0.8);
        return `<rect x="${f(x - ww / 2 + (r() - 0.5) * 10)}" y="${f(yy)}" width="${f(ww)}" height="2.5" fill="${c}" opacity="${(0.55 - i * 0.05).toFixed(2)}"/>`;
      }).join(''),
    )
    .join('');

const ferry = (x, y, s, color) =>
  `<path d="M${f(x - 120 * s)} ${f(y)} L${f(x + 130 * s)} ${f(y)} L${f(x + 105 * s)} ${f(y + 28 * s)} L${f(x - 100 * s)} ${f(y + 28 * s)} Z" fill="${color}"/>` +
  `<rect x="${f(x - 70 * s)}" y="${f(y - 34 * s)}" width="${f(140 * s)}" height="${f(34 * s)}" fill="${color}"/>` +
  `<rect x="${f(x - 20 * s)}" y="${f(y - 58 * s)}" width="${f(50 * s)}" height="${f(24 * s)}" fill="${color}"/>` +
  `<rect x="${f(x + 8 * s)}" y="${f(y - 80 * s)}" width="${f(8 * s)}" height="${f(22 * s)}" fill="${color}"/>` +
  Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="${f(x - 62 * s + i * 16 * s)}" y="${f(y - 24 * s)}" width="${f(9 * s)}" height="${f(8 * s)}" fill="#ffe2a0" opacity=".85"/>`,
  ).join('') +
  `<circle cx="${f(x + 12 * s)}" cy="${f(y - 82 * s)}" r="${f(4 * s)}" fill="#ff6a5a" filter="url(#glow)"/>`;

const crane = (x, y, s, rot, color, op) =>
  `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${s.toFixed(2)})" opacity="${op.toFixed(2)}"><path d="M-30 0 L0 -6 L6 -34 L12 -4 L34 -10 L14 4 L4 6 Z" fill="${color}"/><path d="M0 -6 L12 -4 L4 6 Z" fill="#000" opacity=".15"/></g>`;

const scooter = (x, y, s, color) =>
  `<path d="M${f(x)} ${f(y)} L${f(x + 700 * s)} ${f(y - 90 * s)} L${f(x + 700 * s)} ${f(y + 60 * s)} Z" fill="#fff2b0" opacity=".16" filter="url(#soft)"/>` +
  `<circle cx="${f(x - 40 * s)}" cy="${f(y + 20 * s)}" r="${f(14 * s)}" fill="${color}"/><circle cx="${f(x + 30 * s)}" cy="${f(y + 20 * s)}" r="${f(14 * s)}" fill="${color}"/>` +
  `<path d="M${f(x - 55 * s)} ${f(y + 8 * s)} L${f(x + 10 * s)} ${f(y + 8 * s)} L${f(x + 20 * s)} ${f(y - 30 * s)} L${f(x + 28 * s)} ${f(y - 30 * s)} L${f(x + 40 * s)} ${f(y + 14 * s)} L${f(x - 55 * s)} ${f(y + 16 * s)} Z" fill="${color}"/>` +
  `<rect x="${f(x - 60 * s)}" y="${f(y - 26 * s)}" width="${f(30 * s)}" height="${f(26 * s)}" fill="${color}"/>` +
  `<path d="M${f(x - 22 * s)} ${f(y + 4 * s)} L${f(x - 20 * s)} ${f(y - 40 * s)} Q ${f(x - 14 * s)} ${f(y - 62 * s)} ${f(x - 4 * s)} ${f(y - 58 * s)} L${f(x + 8 * s)} ${f(y - 34 * s)} L${f(x + 20 * s)} ${f(y - 30 * s)} L${f(x - 6 * s)} ${f(y - 22 * s)} L${f(x - 4 * s)} ${f(y + 4 * s)} Z" fill="${color}"/>` +
  `<circle cx="${f(x - 8 * s)}" cy="${f(y - 66 * s)}" r="${f(9 * s)}" fill="${color}"/>` +
  `<circle cx="${f(x + 24 * s)}" cy="${f(y - 28 * s)}" r="${f(5 * s)}" fill="#fff6c0" filter="url(#glow)"/>`;

const neonSigns = (r, W, H, colors) =>
  Array.from({ length: 14 }, (_, i) => {
    const left = i % 2 === 0;
    const x = left ? r() * W * 0.28 : W - W * 0.28 * r() - 40;
    const y = H * 0.12 + r() * H * 0.55;
    const w = 30 + r() * 70;
    const h = 10 + r() * 26;
    const c = colors[i % colors.length];
    return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="4" fill="none" stroke="${c}" stroke-width="5" filter="url(#glow)" opacity=".9"/><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="4" fill="none" stroke="#fff" stroke-width="1.5" opacity=".8"/>`;
  }).join('');

const bridge = (W, y, color, lightColor) => {
  const arches = Array.from({ length: 7 }, (_, i) => {
    const x0 = -W * 0.05 + (i * W * 1.1) / 7;
    const x1 = x0 + (W * 1.1) / 7;
    return `<path d="M${f(x0)} ${f(y)} Q ${f((x0 + x1) / 2)} ${f(y - 46)} ${f(x1)} ${f(y)}" stroke="${lightColor}" stroke-width="2" fill="none" opacity=".7" filter="url(#glow)"/><rect x="${f(x0 - 5)}" y="${f(y)}" width="10" height="60" fill="${color}"/>`;
  }).join('');
  const dots = Array.from(
    { length: 48 },
    (_, i) =>
      `<circle cx="${f((i * W) / 47)}" cy="${f(y - 4)}" r="2.2" fill="${lightColor}" filter="url(#glow)"/>`,
  ).join('');
  return `<rect x="-10" y="${f(y - 6)}" width="${W + 20}" height="10" fill="${color}"/>${arches}${dots}`;
};

const tangerineTrees = (r, W, H, base, n) =>
  Array.from({ length: n }, (_, i) => {
    const x = (i + 0.3 + r() * 0.4) * (W / n);
    const s = 40 + r() * 40;
    const y = base - s * 0.6;
    const fruits = Array.from(
      { length: 7 },
      () =>
        `<circle cx="${f(x + (r() - 0.5) * s * 1.3)}" cy="${f(y + (r() - 0.5) * s)}" r="${f(4 + r() * 3)}" fill="#ff8a1e"/>`,
    ).join('');
    return `<rect x="${f(x - 4)}" y="${f(y)}" width="8" height="${f(base - y + 10)}" fill="#2a1206"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.85)}" ry="${f(s * 0.6)}" fill="#3a1a08"/>${fruits}`;
  }).join('');

const facade = (W, H, color, lit, v) => {
  const cols = W > H ? 7 : 3;
  const cw = W / cols;
  let s = `<rect x="-10" y="${f(H * 0.2)}" width="${W + 20}" height="${f(H * 0.8)}" fill="${color}"/>`;
  for (let c = 0; c < cols; c++)
    for (let row = 0; row < 3; row++) {
      const x = c * cw + cw * 0.25;
      const y = H * 0.28 + row * H * 0.22;
      const on = row === 1 && c === (W > H ? 4 - v : 1);
      s += `<rect x="${f(x)}" y="${f(y)}" width="${f(cw * 0.5)}" height="${f(H * 0.14)}" fill="${on ? lit : '#0a070c'}" opacity="${on ? 1 : 0.9}"${on ? ' filter="url(#glow)"' : ''}/>`;
      if (on)
        s += `<rect x="${f(x - 30)}" y="${f(y - 30)}" width="${f(cw * 0.5 + 60)}" height="${f(H * 0.14 + 60)}" fill="${lit}" opacity=".18" filter="url(#soft)"/><path d="M${f(x + cw * 0.08)} ${f(y + H * 0.14)} l0 -${f(H * 0.05)} l${f(cw * 0.3)} 0 l0 ${f(H * 0.05)} Z" fill="#1a0e10"/><circle cx="${f(x + cw * 0.3)}" cy="${f(y + H * 0.06)}" r="${f(H * 0.018)}" fill="#1a0e10"/>`;
    }
  return s;
};

const laundromat = (W, H, base, v) => {
  const w = W > H ? W * 0.5 : W * 0.86;
  const x = (W - w) / 2 + (W > H ? (v ? -1 : 1) * W * 0.12 : 0);
  const h = H * 0.28;
  const y = base - h;
  const drums = Array.from({ length: 5 }, (_, i) => {
    const cx = x + w * (0.12 + i * 0.19);
    return `<rect x="${f(cx - w * 0.08)}" y="${f(base - h * 0.62)}" width="${f(w * 0.16)}" height="${f(h * 0.6)}" fill="#cfe6ee" opacity=".55"/><circle cx="${f(cx)}" cy="${f(base - h * 0.3)}" r="${f(w * 0.05)}" fill="#1d2b3a" stroke="#eaf8ff" stroke-width="3"/>`;
  }).join('');
  return (
    `<rect x="-10" y="${f(base - H * 0.45)}" width="${W + 20}" height="${f(H * 0.45 + 10)}" fill="#0b0f18"/>` +
    `<rect x="${f(x - 40)}" y="${f(y - 40)}" width="${f(w + 80)}" height="${f(h + 80)}" fill="#bfe9ff" opacity=".25" filter="url(#soft)"/>` +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#9fd3e6"/>${drums}` +
    `<rect x="${f(x)}" y="${f(y - H * 0.06)}" width="${f(w)}" height="${f(H * 0.045)}" fill="#2b3a52"/>` +
    `<rect x="-10" y="${f(base)}" width="${W + 20}" height="${f(H - base)}" fill="#dfe8f2" opacity=".9"/>`
  );
};

// `parts` = { back, front } SVG strings for a scene.
export const scene = (film, W, H, v, seed) => {
  const r = rng(seed);
  const L = W > H; // landscape
  const m = (fx, fy, fr, tint) => moon(fx * W, fy * H, fr * Math.min(W, H), tint);
  switch (film.scene) {
    case 'hanok':
      return {
        back:
          stars(r, 90, W, H * 0.5) +
          m(v ? 0.3 : 0.72, 0.22, 0.09, '#ffe9c0') +
          mountains(r, W, H, H * 0.72, '#3a1d0a', H * 0.12, W / 10, 0.8),
        front:
          lanterns(r, W, H * 0.15, H * 0.6, L ? 16 : 9, '#ffb45e') +
          hanok(W, H, H * 0.86, '#120803', L ? 1 : 0.9),
      };
    case 'rain':
      return {
        back:
          skyline(r, W, H, H * 0.78, '#0d2236', H * 0.2, H * 0.55, 0.9) +
          windows(r, W, H * 0.78, H * 0.4, '#9fd8ff', 80),
        front:
          skyline(r, W, H, H * 0.86, '#050c16', H * 0.05, H * 0.3) +
          windows(r, W, H * 0.86, H * 0.22, '#ffd9a0', 40) +
          `<rect x="-10" y="${f(H * 0.86)}" width="${W + 20}" height="${f(H * 0.14)}" fill="#07111c"/>` +
          water(
            W,
            H,
            H * 0.865,
            '#07111c',
            [
              [W * 0.2, '#ffd27a', 40],
              [W * 0.5, '#9fd8ff', 60],
              [W * 0.8, '#ff7a8a', 30],
            ],
            r,
          ),
      };
    case 'delivery':
      return {
        back: stars(r, 160, W, H * 0.6) + m(v ? 0.7 : 0.5, 0.32, 0.2, '#fff4cc'),
        front:
          skyline(r, W, H, H * 0.9, '#060a1c', H * 0.04, H * 0.16) +
          windows(r, W, H * 0.9, H * 0.12, '#ffe27a', 50) +
          `<path d="M-10 ${f(H * 0.8)} Q ${f(W * 0.5)} ${f(H * 0.66)} ${W + 10} ${f(H * 0.76)} L${W + 10} ${H} L-10 ${H} Z" fill="#03050e"/>` +
          scooter(L ? W * (v ? 0.62 : 0.32) : W * 0.3, H * 0.71, L ? 1 : 0.8, '#03050e'),
      };
    case 'ridge':
      return {
        back:
          stars(r, 50, W, H * 0.3) +
          m(0.24, 0.2, 0.05, '#fff') +
          `<circle cx="${f(W * 0.66)}" cy="${f(H * 0.7)}" r="${f(H * 0.5)}" fill="url(#sun)"/>` +
          mountains(r, W, H, H * 0.66, '#3a3f6a', H * 0.22, W / 14, 0.85),
        front:
          mountains(r, W, H, H * 0.78, '#1d2040', H * 0.16, W / 12) +
          mountains(r, W, H, H * 0.92, '#0a0c1a', H * 0.1, W / 9),
      };
    case 'ferry':
      return {
        back:
          stars(r, 110, W, H * 0.5) +
          m(0.76, 0.2, 0.06, '#fff6d8') +
          mountains(r, W, H, H * 0.62, '#071a1c', H * 0.08, W / 8) +
          `<rect x="${f(W * 0.12)}" y="${f(H * 0.48)}" width="6" height="${f(H * 0.12)}" fill="#071a1c"/><circle cx="${f(W * 0.12 + 3)}" cy="${f(H * 0.48)}" r="6" fill="#fff3c4" filter="url(#glow)"/>`,
        front:
          water(
            W,
            H,
            H * 0.62,
            '#031012',
            [
              [W * 0.76, '#fff3c4', 70],
              [W * 0.5, '#ffe2a0', 30],
            ],
            r,
          ) + ferry(W * (L ? 0.46 : 0.5), H * 0.66, L ? 0.9 : 0.7, '#020607'),
      };
    case 'cranes':
      return {
        back:
          stars(r, 40, W, H * 0.35) +
          m(0.5, 0.28, 0.14, '#fff0f4') +
          mountains(r, W, H, H * 0.8, '#2a1436', H * 0.1, W / 6, 0.9),
        front:
          Array.from({ length: L ? 18 : 12 }, () =>
            crane(
              r() * W,
              H * 0.1 + r() * H * 0.55,
              0.5 + r() * 1.2,
              (r() - 0.5) * 30,
              '#fff0f4',
              0.55 + r() * 0.4,
            ),
          ).join('') + mountains(r, W, H, H * 0.9, '#12081a', H * 0.06, W / 5),
      };
    case 'laundromat':
      return {
        back:
          stars(r, 40, W, H * 0.3) +
          m(0.8, 0.16, 0.05, '#eef6ff') +
          skyline(r, W, H, H * 0.6, '#0c1220', H * 0.1, H * 0.3),
        front: laundromat(W, H, H * 0.82, v),
      };
    case 'piano':
      return {
        back: m(0.14, 0.14, 0.05, '#ffe9d0') + stars(r, 40, W, H * 0.2),
        front: facade(W, H, '#120b12', '#ffc98a', v),
      };
    case 'neon':
      return {
        back:
          skyline(r, W, H, H * 0.5, '#120820', H * 0.1, H * 0.3) +
          `<path d="M${f(W * 0.3)} ${H} L${f(W * 0.46)} ${f(H * 0.5)} L${f(W * 0.54)} ${f(H * 0.5)} L${f(W * 0.7)} ${H} Z" fill="#ff4fa0" opacity=".12"/>`,
        front:
          `<path d="M-10 -10 L${f(W * 0.3)} -10 L${f(W * 0.44)} ${f(H * 0.5)} L${f(W * 0.3)} ${H + 10} L-10 ${H + 10} Z" fill="#0a0414"/><path d="M${W + 10} -10 L${f(W * 0.7)} -10 L${f(W * 0.56)} ${f(H * 0.5)} L${f(W * 0.7)} ${H + 10} L${W + 10} ${H + 10} Z" fill="#0a0414"/>` +
          neonSigns(r, W, H, ['#ff4fa0', '#5ef2ff', '#b45eff', '#ff4fa0']) +
          `<rect x="${f(W * 0.3)}" y="${f(H * 0.9)}" width="${f(W * 0.4)}" height="${f(H * 0.1)}" fill="#ff4fa0" opacity=".18" filter="url(#soft)"/>`,
      };
    case 'bluehour':
      return {
        back:
          stars(r, 20, W, H * 0.25) +
          m(0.8, 0.24, 0.035, '#fff') +
          skyline(r, W, H, H * 0.74, '#1a2d5e', H * 0.1, H * 0.4, 0.9),
        front:
          skyline(r, W, H, H * 0.84, '#0a1432', H * 0.06, H * 0.26) +
          windows(r, W, H * 0.84, H * 0.2, '#ffe6a8', 60) +
          `<rect x="-10" y="${f(H * 0.84)}" width="${W + 20}" height="${f(H * 0.16)}" fill="#050a1c"/>` +
          Array.from(
            { length: 6 },
            (_, i) =>
              `<rect x="-10" y="${f(H * 0.87 + i * 5)}" width="${W + 20}" height="1.6" fill="${i % 2 ? '#ff5a5a' : '#fff2c8'}" opacity="${(0.8 - i * 0.1).toFixed(2)}" filter="url(#glow)"/>`,
          ).join(''),
      };
    case 'river':
      return {
        back:
          stars(r, 80, W, H * 0.4) +
          m(0.22, 0.18, 0.05, '#fff6d8') +
          skyline(r, W, H, H * 0.55, '#0a1026', H * 0.06, H * 0.26) +
          windows(r, W, H * 0.55, H * 0.2, '#ffd27a', 90),
        front:
          water(
            W,
            H,
            H * 0.56,
            '#030818',
            [
              [W * 0.15, '#ffd27a', 30],
              [W * 0.35, '#ff9a5a', 24],
              [W * 0.6, '#ffd27a', 40],
              [W * 0.85, '#9fd8ff', 30],
            ],
            r,
          ) + bridge(W, H * 0.66, '#02040c', '#ffd27a'),
      };
    case 'tangerine':
      return {
        back:
          `<circle cx="${f(W * 0.5)}" cy="${f(H * 0.58)}" r="${f(Math.min(W, H) * 0.2)}" fill="#ffe0a0"/><circle cx="${f(W * 0.5)}" cy="${f(H * 0.58)}" r="${f(Math.min(W, H) * 0.55)}" fill="url(#sun)"/>` +
          water(W, H, H * 0.66, '#8a2e10', [[W * 0.5, '#ffd27a', 160]], r),
        front:
          mountains(r, W, H, H * 0.8, '#4a1a08', H * 0.05, W / 6) +
          tangerineTrees(r, W, H, H * 0.86, L ? 9 : 4) +
          `<rect x="-10" y="${f(H * 0.86)}" width="${W + 20}" height="${f(H * 0.14)}" fill="#2a0e04"/>`,
      };
    default:
      throw new Error(`unknown scene ${film.scene}`);
  }
};

export const defs = (sky) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${sky.map((c, i) => `<stop offset="${(i / (sky.length - 1)).toFixed(2)}" stop-color="${c}"/>`).join('')}</linearGradient>
<radialGradient id="halo"><stop offset="0" stop-color="#fff3c4" stop-opacity=".42"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>
<radialGradient id="sun"><stop offset="0" stop-color="#ffd9a0" stop-opacity=".75"/><stop offset=".5" stop-color="#ff9a5a" stop-opacity=".25"/><stop offset="1" stop-color="#ff9a5a" stop-opacity="0"/></radialGradient>
<filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="24"/></filter></defs>`;

// A tile of particles (transparent) 2*H tall whose halves are the same, so the video can
// scroll it seamlessly.
export const particles = (kind, W, H, seed) => {
  const r = rng(seed);
  let one = '';
  const n = {
    rain: 80,
    snow: 90,
    fireflies: 40,
    stars: 40,
    mist: 14,
    bokeh: 22,
    dust: 60,
    pollen: 50,
  }[kind];
  for (let i = 0; i < n; i++) {
    const x = r() * W;
    const y = r() * H;
    if (kind === 'rain') {
      const len = 14 + r() * 22;
      one += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x - len * 0.18)}" y2="${f(y + len)}" stroke="#cfe8ff" stroke-width="${(0.8 + r() * 0.8).toFixed(1)}" opacity="${(0.25 + r() * 0.35).toFixed(2)}"/>`;
    } else if (kind === 'snow') {
      one += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(1 + r() * 2.6)}" fill="#fff" opacity="${(0.4 + r() * 0.5).toFixed(2)}"/>`;
    } else if (kind === 'fireflies' || kind === 'stars') {
      const c = kind === 'fireflies' ? '#ffd27a' : '#fff6c0';
      one += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(1.2 + r() * 1.8)}" fill="${c}" opacity="${(0.5 + r() * 0.5).toFixed(2)}" filter="url(#glow)"/><circle cx="${f(x)}" cy="${f(y)}" r="1" fill="#fff"/>`;
    } else if (kind === 'mist') {
      one += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(80 + r() * 120)}" ry="${f(14 + r() * 20)}" fill="#fff" opacity="${(0.05 + r() * 0.07).toFixed(2)}" filter="url(#soft)"/>`;
    } else if (kind === 'bokeh') {
      one += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(6 + r() * 16)}" fill="#ffe6c8" opacity="${(0.08 + r() * 0.14).toFixed(2)}" filter="url(#glow)"/>`;
    } else {
      const c = kind === 'pollen' ? '#fff0b0' : '#ffd9a8';
      one += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(0.8 + r() * 1.6)}" fill="${c}" opacity="${(0.3 + r() * 0.5).toFixed(2)}"/>`;
    }
  }
  return `<g>${one}</g><g transform="translate(0 ${H})">${one}</g>`;
};
