/**
 * Procedural SVG scenes for `tools/placeholder-art/generate-assets.ts`: the home hero (deep blue to teal with a
 * large stylised fundus) and five warm, abstract story backgrounds with people in silhouette.
 * Every function is pure and deterministic; rasterising and blurring happen in the caller.
 */
import { deg, type FundusGeometry, growVessels, mulberry32, vesselPath } from './fundus-art';

const f1 = (n: number): string => String(Math.round(n * 10) / 10);

export type Layout = 'desktop' | 'mobile';

/* ------------------------------------------------------------------ hero */

function motif(g: FundusGeometry, cx: number, cy: number, r: number, id: string): string {
  const s = (2 * r) / (2 * g.radius);
  const tx = cx - g.centre.x * s;
  const ty = cy - g.centre.y * s;
  const at = (p: { x: number; y: number }): { x: number; y: number } => ({
    x: tx + p.x * s,
    y: ty + p.y * s,
  });
  const disc = at(g.disc);
  const fovea = at(g.fovea);
  const veins = g.vessels
    .filter((v) => v.kind === 'vein')
    .map((v) => `<path d="${vesselPath(v, 3)}"/>`)
    .join('');
  const arteries = g.vessels
    .filter((v) => v.kind === 'artery')
    .map((v) => `<path d="${vesselPath(v, 3)}"/>`)
    .join('');
  // A few bifurcations get a small marker ring, a quiet nod to the AI reading the image.
  // A few branch points get a small marker ring, a quiet nod to the AI reading the image.
  const picked: { x: number; y: number }[] = [];
  for (const v of g.vessels) {
    const p0 = v.points[0] as { x: number; y: number };
    const far = Math.hypot(p0.x - g.disc.x, p0.y - g.disc.y) > 160;
    const inside = Math.hypot(p0.x - g.centre.x, p0.y - g.centre.y) < g.radius * 0.85;
    const apart = picked.every((q) => Math.hypot(q.x - p0.x, q.y - p0.y) > 260);
    if (v.depth >= 1 && (v.widths[0] as number) > 1.6 && far && inside && apart) picked.push(p0);
    if (picked.length === 5) break;
  }
  const marks = picked
    .map((q) => {
      const p = at(q);
      return `<circle cx="${f1(p.x)}" cy="${f1(p.y)}" r="${f1(10 * (r / 380))}"/>`;
    })
    .join('');
  const rings = [1.1, 1.22, 1.38, 1.58]
    .map(
      (k, i) =>
        `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r * k)}" stroke-opacity="${[0.16, 0.11, 0.07, 0.05][i]}"/>`,
    )
    .join('');
  return `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r * 1.9)}" fill="url(#${id}glow)"/>
<g fill="none" stroke="#dff7f4" stroke-width="1.5">${rings}</g>
<path d="M${f1(cx + r * 1.1 * Math.cos(-1.2))} ${f1(cy + r * 1.1 * Math.sin(-1.2))}A${f1(r * 1.1)} ${f1(r * 1.1)} 0 0 1 ${f1(cx + r * 1.1 * Math.cos(0.35))} ${f1(cy + r * 1.1 * Math.sin(0.35))}" fill="none" stroke="#5fd6cc" stroke-width="3" stroke-linecap="round" opacity="0.7"/>
<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="url(#${id}eye)"/>
<g clip-path="url(#${id}clip)">
<circle cx="${f1(fovea.x)}" cy="${f1(fovea.y)}" r="${f1(r * 0.42)}" fill="url(#${id}fov)"/>
<g transform="translate(${f1(tx)} ${f1(ty)}) scale(${s.toFixed(4)})" filter="url(#${id}soft)">
<g fill="#bff3ee" opacity="0.42">${veins}</g><g fill="#ffffff" opacity="0.5">${arteries}</g>
</g>
<circle cx="${f1(disc.x)}" cy="${f1(disc.y)}" r="${f1(r * 0.3)}" fill="url(#${id}disc)"/>
<circle cx="${f1(disc.x)}" cy="${f1(disc.y)}" r="${f1(r * 0.1)}" fill="#fffbea" opacity="0.7" filter="url(#${id}b6)"/>
<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="url(#${id}rim)"/>
</g>
<g fill="none" stroke="#9ff0e7" stroke-width="2" opacity="0.75">${marks}</g>`;
}

/**
 * The home hero: text sits on the calm left (desktop) or top (mobile); the motif sits opposite.
 * 'centred' puts the motif in the middle at the size of the fundus field of `fundusSvg` drawn
 * h px high, so a cross-fade between the two lines the vessels up (the placeholder video).
 */
export function heroSvg(w: number, h: number, layout: Layout | 'centred'): string {
  const g = growVessels(20150601);
  const id = 'h';
  const placement = {
    desktop: { cx: w * 0.755, cy: h * 0.5, r: h * 0.44 },
    mobile: { cx: w * 0.5, cy: h * 0.75, r: w * 0.4 },
    centred: {
      cx: w / 2 + ((g.centre.x - g.size / 2) * h) / g.size,
      cy: h / 2 + ((g.centre.y - g.size / 2) * h) / g.size,
      r: (g.radius * h) / g.size,
    },
  }[layout];
  const { cx, cy, r } = placement;
  const dots: string[] = [];
  // A faint dot grid on the text side, fading out towards the motif.
  const rnd = mulberry32(3);
  for (let y = 40; y < h; y += 36) {
    for (let x = 40; x < w; x += 36) {
      const fade =
        layout === 'desktop' ? 1 - x / (w * 0.6) : layout === 'mobile' ? 1 - y / (h * 0.55) : 0;
      if (fade <= 0.05 || rnd() < 0.15) continue;
      dots.push(`M${x} ${y}h0`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs>
<linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="${layout === 'mobile' ? 1.2 : 0.6}">
<stop offset="0" stop-color="#082d5e"/><stop offset="0.45" stop-color="#0b3a75"/><stop offset="0.8" stop-color="#0c5782"/><stop offset="1" stop-color="#0e7c74"/>
</linearGradient>
<radialGradient id="${id}glow"><stop offset="0" stop-color="#14a39a" stop-opacity="0.5"/><stop offset="0.45" stop-color="#14a39a" stop-opacity="0.16"/><stop offset="1" stop-color="#14a39a" stop-opacity="0"/></radialGradient>
<radialGradient id="${id}eye" cx="0.62" cy="0.47" r="0.62"><stop offset="0" stop-color="#1b8d98"/><stop offset="0.55" stop-color="#116487"/><stop offset="1" stop-color="#0b3f78"/></radialGradient>
<radialGradient id="${id}fov"><stop offset="0" stop-color="#072a55" stop-opacity="0.55"/><stop offset="1" stop-color="#072a55" stop-opacity="0"/></radialGradient>
<radialGradient id="${id}disc"><stop offset="0" stop-color="#fff6d6" stop-opacity="0.7"/><stop offset="0.3" stop-color="#bff3ee" stop-opacity="0.28"/><stop offset="1" stop-color="#bff3ee" stop-opacity="0"/></radialGradient>
<radialGradient id="${id}rim"><stop offset="0.8" stop-color="#06244d" stop-opacity="0"/><stop offset="1" stop-color="#06244d" stop-opacity="0.55"/></radialGradient>
<clipPath id="${id}clip"><circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}"/></clipPath>
<filter id="${id}soft" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="1.6"/></filter>
<filter id="${id}b6" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
</defs>
<rect width="${w}" height="${h}" fill="url(#${id}bg)"/>
<path d="${dots.join('')}" stroke="#ffffff" stroke-opacity="0.09" stroke-width="3" stroke-linecap="round"/>
${motif(g, cx, cy, r, id)}
</svg>`;
}

/* --------------------------------------------------------------- stories */

interface Pt {
  x: number;
  y: number;
}

type Kind = 'man' | 'woman' | 'child' | 'elder' | 'doctor' | 'worker' | 'seated';

interface Person {
  kind: Kind;
  /** Feet position. */
  x: number;
  ground: number;
  /** Standing height. */
  h: number;
  facing: 1 | -1;
  /** Walking stride -1..1 (0 = standing). */
  stride?: number;
  /** Angles from straight down (degrees, positive = forward) for [upper, lower] arm. */
  nearArm?: [number, number];
  farArm?: [number, number];
  /** Forward lean of the upper body in degrees. */
  lean?: number;
  /** Points the hands reach for (overrides the arm angles), e.g. to hold hands. */
  nearReach?: Pt;
  farReach?: Pt;
}

interface PersonParts {
  svg: string;
  nearHand: Pt;
  farHand: Pt;
}

/** Two circles joined by their outer tangents: a limb that tapers from ra to rb. */
function capsule(a: Pt, b: Pt, ra: number, rb: number): string {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const circles = `<circle cx="${f1(a.x)}" cy="${f1(a.y)}" r="${f1(ra)}"/><circle cx="${f1(b.x)}" cy="${f1(b.y)}" r="${f1(rb)}"/>`;
  if (len <= Math.abs(ra - rb) + 0.01) return circles;
  const al = Math.atan2(b.y - a.y, b.x - a.x);
  const th = Math.acos((ra - rb) / len);
  const e = (c: Pt, r: number, ang: number): string =>
    `${f1(c.x + r * Math.cos(ang))} ${f1(c.y + r * Math.sin(ang))}`;
  return `${circles}<path d="M${e(a, ra, al + th)}L${e(b, rb, al + th)}L${e(b, rb, al - th)}L${e(a, ra, al - th)}Z"/>`;
}

/** A person in silhouette: a simple skeleton fleshed out with tapered capsules. */
function person(p: Person): PersonParts {
  const { x, ground, h, facing } = p;
  const kind = p.kind;
  const child = kind === 'child';
  const seated = kind === 'seated';
  const lean = p.lean ?? (kind === 'elder' ? 12 : 0);
  const u = h / 100;
  const dir = (from: Pt, angle: number, len: number): Pt => ({
    x: from.x + facing * Math.sin(deg(angle)) * len,
    y: from.y + Math.cos(deg(angle)) * len,
  });
  const legLen = (child ? 41 : 47) * u;
  const thighL = legLen * 0.52;
  const shinL = legLen * 0.48;
  const pelvis = { x, y: seated ? ground - shinL - 3 * u : ground - legLen - 2 * u };
  const torsoL = (child ? 24 : 29) * u;
  const chest = dir(pelvis, 180 - lean, torsoL);
  const neckTop = dir(chest, 180 - lean * 1.3, (child ? 7 : 6) * u);
  const headR = (child ? 8.6 : 6.4) * u;
  const head = dir(neckTop, 180 - lean * 1.3, headR * 0.95);
  const shoulderHalf = (kind === 'woman' ? 9.5 : child ? 8 : 11) * u;
  const across = { x: Math.cos(deg(lean)), y: Math.sin(deg(lean)) * facing };
  const armR: [number, number, number] = child
    ? [3.6 * u, 2.9 * u, 2.3 * u]
    : [4.3 * u, 3.3 * u, 2.4 * u];
  const reach = shoulderHalf - armR[0];
  const sNear = {
    x: chest.x + across.x * reach * facing,
    y: chest.y + across.y * reach * facing + 3 * u,
  };
  const sFar = {
    x: chest.x - across.x * reach * facing,
    y: chest.y - across.y * reach * facing + 3 * u,
  };
  const stride = p.stride ?? 0;
  const out: string[] = [];
  const limb = (
    from: Pt,
    a1: number,
    l1: number,
    a2: number,
    l2: number,
    r: [number, number, number],
  ): Pt => {
    const mid = dir(from, a1, l1);
    const end = dir(mid, a2, l2);
    out.push(capsule(from, mid, r[0], r[1]), capsule(mid, end, r[1], r[2]));
    return end;
  };
  const legR: [number, number, number] = child
    ? [5 * u, 3.6 * u, 2.6 * u]
    : [6.2 * u, 4.2 * u, 2.7 * u];
  const foot = (ankle: Pt): void => {
    out.push(capsule(ankle, { x: ankle.x + facing * 6 * u, y: ground - 1 * u }, 2.4 * u, 1.6 * u));
  };
  // Far limbs first so the near ones overlap them.
  const farArmA = p.farArm ?? [-16 * stride - 4, -8 * stride];
  const nearArmA = p.nearArm ?? [16 * stride + 4, 24 * stride + 10];
  const armTo = (from: Pt, target: Pt): Pt => {
    // Two-bone reach with the elbow bent downwards.
    const l1 = 17 * u;
    const l2 = 16 * u;
    const d = Math.min(Math.hypot(target.x - from.x, target.y - from.y), l1 + l2 - 0.5 * u);
    const a = Math.atan2(target.y - from.y, target.x - from.x);
    const b = Math.acos((l1 * l1 + d * d - l2 * l2) / (2 * l1 * d));
    const e1 = { x: from.x + l1 * Math.cos(a + b), y: from.y + l1 * Math.sin(a + b) };
    const e2 = { x: from.x + l1 * Math.cos(a - b), y: from.y + l1 * Math.sin(a - b) };
    const elbow = e1.y > e2.y ? e1 : e2;
    const ang = Math.atan2(target.y - elbow.y, target.x - elbow.x);
    const hand = { x: elbow.x + l2 * Math.cos(ang), y: elbow.y + l2 * Math.sin(ang) };
    out.push(capsule(from, elbow, armR[0], armR[1]), capsule(elbow, hand, armR[1], armR[2]));
    return hand;
  };
  const farHand = p.farReach
    ? armTo(sFar, p.farReach)
    : limb(sFar, farArmA[0] + lean * 0.5, 17 * u, farArmA[1] + lean * 0.5, 16 * u, armR);
  const hipFar = { x: pelvis.x - facing * 2 * u, y: pelvis.y };
  const hipNear = { x: pelvis.x + facing * 2 * u, y: pelvis.y };
  if (seated) {
    const knee = dir(hipFar, 90, thighL);
    const ankle = { x: knee.x + facing * 2 * u, y: ground - 2 * u };
    out.push(capsule(hipFar, knee, legR[0], legR[1]), capsule(knee, ankle, legR[1], legR[2]));
    foot(ankle);
  } else {
    foot(limb(hipFar, -22 * stride, thighL, -34 * stride - 2, shinL, legR));
  }
  // Torso: chest to pelvis, with a shoulder bar.
  const chestR = (kind === 'woman' ? 7.4 : child ? 6.8 : 8.6) * u;
  const chestLow = dir(chest, -lean, chestR - 1.3 * u);
  out.push(capsule(chestLow, pelvis, chestR, (kind === 'woman' ? 7 : 6.8) * u));
  {
    // Sloping, rounded shoulders from one arm root over the neck base to the other.
    const r = armR[0];
    const [l, rr] = facing > 0 ? [sFar, sNear] : [sNear, sFar];
    const neckBase = { x: chest.x, y: chest.y - 2.5 * u };
    out.push(
      `<path d="M${f1(l.x - r)} ${f1(l.y + r)}C${f1(l.x - r)} ${f1(l.y - r * 0.8)} ${f1(l.x + r * 0.2)} ${f1(l.y - r * 1.05)} ${f1(l.x + r * 1.2)} ${f1(l.y - r * 1.1)}Q${f1(neckBase.x)} ${f1(neckBase.y)} ${f1(rr.x - r * 1.2)} ${f1(rr.y - r * 1.1)}C${f1(rr.x - r * 0.2)} ${f1(rr.y - r * 1.05)} ${f1(rr.x + r)} ${f1(rr.y - r * 0.8)} ${f1(rr.x + r)} ${f1(rr.y + r)}L${f1(rr.x)} ${f1(chest.y + 14 * u)}L${f1(l.x)} ${f1(chest.y + 14 * u)}Z"/>`,
    );
  }
  out.push(capsule(chest, neckTop, 3.8 * u, 3 * u));
  if (kind === 'woman') {
    // A dress flaring from the waist to below the knee.
    const waist = dir(pelvis, 180 - lean, 8 * u);
    const hem = ground - 18 * u;
    out.push(
      `<path d="M${f1(waist.x - 6.5 * u)} ${f1(waist.y)}L${f1(waist.x + 6.5 * u)} ${f1(waist.y)}L${f1(x + 14 * u)} ${f1(hem)}Q${f1(x)} ${f1(hem + 2.5 * u)} ${f1(x - 14 * u)} ${f1(hem)}Z"/>`,
    );
  }
  if (kind === 'doctor') {
    // A long coat from the shoulders to the knees.
    const hem = ground - 22 * u;
    out.push(
      `<path d="M${f1(chest.x - 10.5 * u)} ${f1(chest.y)}Q${f1(x - 11 * u)} ${f1(pelvis.y)} ${f1(x - 13 * u)} ${f1(hem)}L${f1(x + 13 * u)} ${f1(hem)}Q${f1(x + 11 * u)} ${f1(pelvis.y)} ${f1(chest.x + 10.5 * u)} ${f1(chest.y)}Z"/>`,
    );
  }
  if (!seated) {
    foot(limb(hipNear, 24 * stride, thighL, 10 * stride - 2, shinL, legR));
  } else {
    const knee = dir(hipNear, 86, thighL);
    const ankle = { x: knee.x + facing * 3 * u, y: ground - 2 * u };
    out.push(capsule(hipNear, knee, legR[0], legR[1]), capsule(knee, ankle, legR[1], legR[2]));
    foot(ankle);
  }
  out.push(
    `<ellipse cx="${f1(head.x)}" cy="${f1(head.y)}" rx="${f1(headR * 0.9)}" ry="${f1(headR * 1.05)}"/>`,
  );
  if (kind === 'woman') {
    // Hair to the shoulders.
    out.push(
      `<ellipse cx="${f1(head.x - facing * 1.6 * u)}" cy="${f1(head.y + 3 * u)}" rx="${f1(headR * 1.02)}" ry="${f1(headR * 1.3)}"/>`,
    );
  }
  if (kind === 'elder') {
    // A flat cap.
    out.push(
      `<path d="M${f1(head.x - headR)} ${f1(head.y - headR * 0.2)}Q${f1(head.x)} ${f1(head.y - headR * 1.5)} ${f1(head.x + headR)} ${f1(head.y - headR * 0.2)}L${f1(head.x + facing * headR * 1.7)} ${f1(head.y - headR * 0.05)}Z"/>`,
    );
  }
  if (kind === 'worker') {
    // Hard hat: a dome and a brim.
    out.push(
      `<path d="M${f1(head.x - headR * 1.12)} ${f1(head.y - headR * 0.15)}A${f1(headR * 1.12)} ${f1(headR * 1.15)} 0 0 1 ${f1(head.x + headR * 1.12)} ${f1(head.y - headR * 0.15)}Z"/><rect x="${f1(head.x - headR * 1.45)}" y="${f1(head.y - headR * 0.3)}" width="${f1(headR * 2.9)}" height="${f1(headR * 0.34)}" rx="${f1(headR * 0.17)}"/>`,
    );
  }
  const nearHand = p.nearReach
    ? armTo(sNear, p.nearReach)
    : limb(sNear, nearArmA[0] + lean * 0.5, 17 * u, nearArmA[1] + lean * 0.5, 16 * u, armR);
  out.push(`<circle cx="${f1(nearHand.x)}" cy="${f1(nearHand.y)}" r="${f1(2.5 * u)}"/>`);
  if (kind === 'doctor') {
    // Clipboard held in front.
    out.push(
      `<rect x="${f1(nearHand.x - 4 * u)}" y="${f1(nearHand.y - 11 * u)}" width="${f1(8.5 * u)}" height="${f1(11.5 * u)}" rx="${f1(1 * u)}" transform="rotate(${facing * 14} ${f1(nearHand.x)} ${f1(nearHand.y)})"/>`,
    );
  }
  if (kind === 'elder') {
    // Walking stick from the near hand to the ground.
    out.push(
      `<path d="M${f1(nearHand.x - facing * 3 * u)} ${f1(nearHand.y - 1 * u)}Q${f1(nearHand.x)} ${f1(nearHand.y - 2.5 * u)} ${f1(nearHand.x)} ${f1(nearHand.y)}L${f1(nearHand.x + facing * 4 * u)} ${f1(ground)}" fill="none" stroke-width="${f1(1.6 * u)}"/>`,
    );
  }
  return { svg: `<g>${out.join('')}</g>`, nearHand, farHand };
}

interface SceneFrame {
  w: number;
  h: number;
  layout: Layout;
  /** Ground line y. */
  ground: number;
  /** Centre x of the group of people. */
  cx: number;
  /** Adult height in px. */
  ph: number;
}

function frame(w: number, h: number, layout: Layout): SceneFrame {
  return layout === 'desktop'
    ? { w, h, layout, ground: h * 0.84, cx: w * 0.68, ph: h * 0.5 }
    : { w, h, layout, ground: h * 0.86, cx: w * 0.52, ph: h * 0.36 };
}

/** Catmull-Rom through the points (the first and last only steer), as cubic Bezier segments. */
function smooth(pts: Pt[]): string {
  const p = (i: number): Pt => pts[Math.max(0, Math.min(pts.length - 1, i))] as Pt;
  let d = `L${f1(p(1).x)} ${f1(p(1).y)}`;
  for (let i = 1; i < pts.length - 2; i++) {
    const a = p(i - 1);
    const b = p(i);
    const c = p(i + 1);
    const e = p(i + 2);
    d += `C${f1(b.x + (c.x - a.x) / 6)} ${f1(b.y + (c.y - a.y) / 6)} ${f1(c.x - (e.x - b.x) / 6)} ${f1(c.y - (e.y - b.y) / 6)} ${f1(c.x)} ${f1(c.y)}`;
  }
  return d;
}

function hills(f: SceneFrame, colours: string[], seed: number): string {
  const rnd = mulberry32(seed);
  return colours
    .map((c, i) => {
      const base = f.ground - f.h * (0.2 - i * 0.07);
      const amp = f.h * (0.05 + rnd() * 0.04);
      const phase = rnd() * Math.PI * 2;
      const pts: Pt[] = [];
      for (let k = -1; k <= 13; k++) {
        const x = (f.w * k) / 12;
        const y =
          base - Math.sin(phase + k * 0.7) * amp - Math.sin(phase * 2 + k * 1.9) * amp * 0.3;
        pts.push({ x, y });
      }
      return `<path d="M0 ${f.h}${smooth(pts)}L${f.w} ${f.h}Z" fill="${c}"/>`;
    })
    .join('');
}

function sky(id: string, stops: string[]): string {
  const n = stops.length - 1;
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map((c, i) => `<stop offset="${f1(i / n)}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
}

function sun(cx: number, cy: number, r: number, colour: string): string {
  return `<radialGradient id="sun"><stop offset="0" stop-color="#fffaf0"/><stop offset="0.18" stop-color="#fff1d6"/><stop offset="0.4" stop-color="${colour}" stop-opacity="0.55"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>
<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="url(#sun)"/>`;
}

function wrap(f: SceneFrame, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${f.w} ${f.h}" width="${f.w}" height="${f.h}"><defs>${defs}</defs>${body}</svg>`;
}

const INK = 'fill="#4a2c3a" stroke="#4a2c3a" stroke-linecap="round" stroke-linejoin="round"';

/** 1: a family walking on a hill at sunset. */
function storyFamily(f: SceneFrame): string {
  const ph = f.ph;
  const gap = ph * 0.34;
  const handY = f.ground - ph * 0.4;
  const m1 = { x: f.cx - gap * 0.5, y: handY };
  const m2 = { x: f.cx + gap * 0.5, y: handY + ph * 0.01 };
  const man = person({
    kind: 'man',
    x: f.cx - gap,
    ground: f.ground,
    h: ph,
    facing: 1,
    stride: 0.6,
    nearReach: m1,
    farArm: [-14, -6],
  });
  const child = person({
    kind: 'child',
    x: f.cx,
    ground: f.ground,
    h: ph * 0.58,
    facing: 1,
    stride: 0.8,
    farReach: m1,
    nearReach: m2,
  });
  const woman = person({
    kind: 'woman',
    x: f.cx + gap,
    ground: f.ground,
    h: ph * 0.93,
    facing: 1,
    stride: 0.5,
    farReach: m2,
    nearArm: [8, 14],
  });
  return wrap(
    f,
    sky('sky', ['#f3b9a2', '#f8c6a4', '#fcdcb4', '#fde9cc']),
    `<rect width="${f.w}" height="${f.h}" fill="url(#sky)"/>${sun(f.w * (f.layout === 'desktop' ? 0.82 : 0.7), f.ground - f.h * 0.3, f.h * 0.45, '#fbd29a')}
${hills(f, ['#f0b79a', '#e6a08c', '#d98a7e'], 11)}<rect y="${f1(f.ground)}" width="${f.w}" height="${f1(f.h - f.ground)}" fill="#c97d74"/>
<g ${INK} opacity="0.85">${man.svg}${woman.svg}${child.svg}</g>`,
  );
}

/** 2: an older man with a walking stick under a tree, golden afternoon. */
function storyElder(f: SceneFrame): string {
  const ph = f.ph;
  const tx = f.cx + ph * (f.layout === 'desktop' ? 0.75 : 0.45);
  const rnd = mulberry32(5);
  const top = f.ground - ph * 1.25;
  const blob = (fill: string, n: number, spread: number, dy: number): string => {
    const parts: string[] = [];
    for (let i = 0; i < n; i++) {
      const a = rnd() * Math.PI * 2;
      const d = Math.sqrt(rnd()) * ph * spread;
      parts.push(
        `<circle cx="${f1(tx + Math.cos(a) * d * 1.5)}" cy="${f1(top + dy + Math.sin(a) * d * 0.75)}" r="${f1(ph * (0.1 + rnd() * 0.1))}"/>`,
      );
    }
    return `<g fill="${fill}">${parts.join('')}</g>`;
  };
  const trunk = `<path d="M${f1(tx - ph * 0.045)} ${f1(f.ground)}Q${f1(tx - ph * 0.02)} ${f1(f.ground - ph * 0.5)} ${f1(tx - ph * 0.018)} ${f1(top + ph * 0.1)}H${f1(tx + ph * 0.018)}Q${f1(tx + ph * 0.02)} ${f1(f.ground - ph * 0.5)} ${f1(tx + ph * 0.045)} ${f1(f.ground)}Z" fill="#6b4a3a"/><path d="M${f1(tx)} ${f1(f.ground - ph * 0.75)}Q${f1(tx - ph * 0.1)} ${f1(top + ph * 0.3)} ${f1(tx - ph * 0.22)} ${f1(top + ph * 0.12)}M${f1(tx)} ${f1(f.ground - ph * 0.85)}Q${f1(tx + ph * 0.12)} ${f1(top + ph * 0.28)} ${f1(tx + ph * 0.24)} ${f1(top + ph * 0.14)}" stroke="#6b4a3a" stroke-width="${f1(ph * 0.022)}" stroke-linecap="round" fill="none"/>`;
  const blobs = [trunk, blob('#9c7a52', 16, 0.3, 0), blob('#b39363', 10, 0.22, -ph * 0.06)];
  const elder = person({
    kind: 'elder',
    x: f.cx - ph * 0.2,
    ground: f.ground,
    h: ph * 0.95,
    facing: 1,
    stride: 0.4,
    nearArm: [28, 8],
    farArm: [-6, 10],
  });
  const woman = person({
    kind: 'woman',
    x: f.cx - ph * 0.55,
    ground: f.ground,
    h: ph * 0.88,
    facing: 1,
    stride: 0.35,
    nearArm: [35, 55],
    farArm: [-5, 5],
  });
  return wrap(
    f,
    sky('sky', ['#f6d29c', '#f9dcae', '#fce8c4', '#fdf0da']),
    `<rect width="${f.w}" height="${f.h}" fill="url(#sky)"/>${sun(f.w * 0.22, f.ground - f.h * 0.42, f.h * 0.5, '#ffe2a8')}
${hills(f, ['#eccf9c', '#e0b98a', '#d2a37c'], 23)}<rect y="${f1(f.ground)}" width="${f.w}" height="${f1(f.h - f.ground)}" fill="#c4936f"/>
<g opacity="0.6">${blobs.join('')}</g>
<g ${INK} opacity="0.85">${woman.svg}${elder.svg}</g>`,
  );
}

/** 3: a doctor with a seated patient by a bright window. */
function storyDoctor(f: SceneFrame): string {
  const ph = f.ph;
  const wx = f.layout === 'desktop' ? f.w * 0.5 : f.w * 0.1;
  const ww = f.layout === 'desktop' ? f.w * 0.42 : f.w * 0.8;
  const wy = f.h * 0.12;
  const wh = f.ground - f.h * 0.28 - wy;
  const doctor = person({
    kind: 'doctor',
    x: f.cx + ph * 0.3,
    ground: f.ground,
    h: ph * 1.02,
    facing: -1,
    nearArm: [40, 95],
    farArm: [5, 10],
  });
  const patient = person({
    kind: 'seated',
    x: f.cx - ph * 0.25,
    ground: f.ground,
    h: ph * 0.95,
    facing: 1,
    nearArm: [20, 70],
    farArm: [10, 60],
  });
  const chairX = f.cx - ph * 0.25;
  const seatY = f.ground - ph * 0.25;
  const mullions = [1, 2, 3]
    .map(
      (k) => `<rect x="${f1(wx + (ww * k) / 4 - 4)}" y="${f1(wy)}" width="8" height="${f1(wh)}"/>`,
    )
    .join('');
  return wrap(
    f,
    `${sky('wall', ['#f3dcc8', '#efd0b8', '#e9c3a8'])}<radialGradient id="light" cx="0.5" cy="0.4"><stop offset="0" stop-color="#fffaf0"/><stop offset="0.6" stop-color="#fff0da"/><stop offset="1" stop-color="#f9dfc2"/></radialGradient>`,
    `<rect width="${f.w}" height="${f.h}" fill="url(#wall)"/>
<rect x="${f1(wx)}" y="${f1(wy)}" width="${f1(ww)}" height="${f1(wh)}" rx="6" fill="url(#light)"/>
<g fill="#e2bea0" opacity="0.8">${mullions}<rect x="${f1(wx)}" y="${f1(wy + wh / 2 - 4)}" width="${f1(ww)}" height="8"/></g>
<ellipse cx="${f1(wx + ww / 2)}" cy="${f1(f.ground + (f.h - f.ground) * 0.45)}" rx="${f1(ww * 0.6)}" ry="${f1((f.h - f.ground) * 0.4)}" fill="#fff3e2" opacity="0.45"/>
<rect y="${f1(f.ground)}" width="${f.w}" height="${f1(f.h - f.ground)}" fill="#d9ad8e"/>
<g fill="#0e7c74" opacity="0.35"><ellipse cx="${f1(f.w * (f.layout === 'desktop' ? 0.93 : 0.88))}" cy="${f1(f.ground - ph * 0.55)}" rx="${f1(ph * 0.16)}" ry="${f1(ph * 0.3)}"/><ellipse cx="${f1(f.w * (f.layout === 'desktop' ? 0.95 : 0.92))}" cy="${f1(f.ground - ph * 0.4)}" rx="${f1(ph * 0.12)}" ry="${f1(ph * 0.24)}"/></g>
<rect x="${f1(f.w * (f.layout === 'desktop' ? 0.9 : 0.82))}" y="${f1(f.ground - ph * 0.2)}" width="${f1(ph * 0.18)}" height="${f1(ph * 0.2)}" rx="8" fill="#b98b72"/>
<g ${INK} opacity="0.82"><path d="M${f1(chairX - ph * 0.12)} ${f1(seatY)}H${f1(chairX + ph * 0.24)}M${f1(chairX - ph * 0.1)} ${f1(seatY)}V${f1(f.ground)}M${f1(chairX + ph * 0.22)} ${f1(seatY)}V${f1(f.ground)}M${f1(chairX - ph * 0.12)} ${f1(seatY)}V${f1(seatY - ph * 0.3)}" stroke-width="${f1(ph * 0.025)}" fill="none"/>${patient.svg}${doctor.svg}</g>`,
  );
}

/** 4: a child running with a kite on a pink morning. */
function storyChild(f: SceneFrame): string {
  const ph = f.ph;
  const child = person({
    kind: 'child',
    x: f.cx - ph * 0.1,
    ground: f.ground,
    h: ph * 0.62,
    facing: 1,
    stride: 1,
    nearArm: [150, 160],
    farArm: [-50, -30],
  });
  const hand = child.nearHand;
  const kx = f.layout === 'desktop' ? f.cx + ph * 0.75 : f.w * 0.78;
  const ky = f.h * (f.layout === 'desktop' ? 0.2 : 0.22);
  const ks = ph * 0.12;
  const kite = `<path d="M${f1(kx)} ${f1(ky - ks)}L${f1(kx + ks * 0.7)} ${f1(ky)}L${f1(kx)} ${f1(ky + ks * 1.3)}L${f1(kx - ks * 0.7)} ${f1(ky)}Z" fill="#e4738f"/><path d="M${f1(kx)} ${f1(ky - ks)}V${f1(ky + ks * 1.3)}M${f1(kx - ks * 0.7)} ${f1(ky)}H${f1(kx + ks * 0.7)}" stroke="#fde8ee" stroke-width="3" fill="none"/>
<path d="M${f1(kx)} ${f1(ky + ks * 1.3)}c${f1(-ks * 0.4)} ${f1(ks * 0.6)} ${f1(ks * 0.4)} ${f1(ks * 1)} 0 ${f1(ks * 1.6)}s${f1(ks * 0.3)} ${f1(ks * 1)} ${f1(-ks * 0.1)} ${f1(ks * 1.5)}" stroke="#e4738f" stroke-width="3" fill="none"/>
<path d="M${f1(hand.x)} ${f1(hand.y)}Q${f1((hand.x + kx) / 2)} ${f1((hand.y + ky) / 2 + ph * 0.2)} ${f1(kx)} ${f1(ky + ks * 0.2)}" stroke="#4a2c3a" stroke-width="2" fill="none" opacity="0.6"/>`;
  return wrap(
    f,
    sky('sky', ['#f5c6d2', '#f9d3d9', '#fde3df', '#fef0e4']),
    `<rect width="${f.w}" height="${f.h}" fill="url(#sky)"/>${sun(f.w * 0.2, f.h * 0.3, f.h * 0.4, '#fde1d0')}
<g fill="#ffffff" opacity="0.5"><ellipse cx="${f1(f.w * 0.3)}" cy="${f1(f.h * 0.18)}" rx="${f1(f.h * 0.18)}" ry="${f1(f.h * 0.04)}"/><ellipse cx="${f1(f.w * 0.62)}" cy="${f1(f.h * 0.32)}" rx="${f1(f.h * 0.22)}" ry="${f1(f.h * 0.035)}"/></g>
${hills(f, ['#f2c2bd', '#e7aaa8', '#d99a9a'], 41)}<rect y="${f1(f.ground)}" width="${f.w}" height="${f1(f.h - f.ground)}" fill="#cf8f92"/>
${kite}<g ${INK} opacity="0.85">${child.svg}</g>`,
  );
}

/** 5: a worker in a hard hat looking at the city at dusk. */
function storyWorker(f: SceneFrame): string {
  const ph = f.ph;
  const rnd = mulberry32(9);
  // Two rows of towers: a pale far row and a nearer, darker one, with a few lit windows.
  const skyline = (scale: number, base: number, fill: string, opacity: number): string => {
    const parts: string[] = [];
    let x = -rnd() * 40;
    while (x < f.w) {
      const bw = f.h * (0.045 + rnd() * 0.08) * scale;
      const bh = f.h * (0.1 + rnd() ** 1.5 * 0.34) * scale;
      const top = base - bh;
      parts.push(`<rect x="${f1(x)}" y="${f1(top)}" width="${f1(bw)}" height="${f1(f.h - top)}"/>`);
      if (rnd() < 0.35) {
        // A set-back crown or an antenna.
        parts.push(
          `<rect x="${f1(x + bw * 0.2)}" y="${f1(top - bh * 0.08)}" width="${f1(bw * 0.6)}" height="${f1(bh * 0.09)}"/>`,
        );
        if (rnd() < 0.5)
          parts.push(
            `<rect x="${f1(x + bw / 2 - 1.5)}" y="${f1(top - bh * 0.22)}" width="3" height="${f1(bh * 0.14)}"/>`,
          );
      }
      x += bw + f.h * 0.004 * scale;
    }
    return `<g fill="${fill}" opacity="${opacity}">${parts.join('')}</g>`;
  };
  const lights: string[] = [];
  for (let i = 0; i < 60; i++) {
    const lx = rnd() * f.w;
    const ly = f.ground - f.h * (0.04 + rnd() * 0.2);
    lights.push(
      `<rect x="${f1(lx)}" y="${f1(ly)}" width="${f1(f.h * 0.008)}" height="${f1(f.h * 0.011)}"/>`,
    );
  }
  const cx = f.w * (f.layout === 'desktop' ? 0.3 : 0.2);
  const ct = f.ground - f.h * 0.62;
  const jib = f.h * 0.4;
  const crane = `<g stroke="#7d4f5c" fill="none" opacity="0.5" stroke-width="${f1(f.h * 0.007)}"><path d="M${f1(cx - 6)} ${f1(f.ground)}V${f1(ct)}M${f1(cx + 6)} ${f1(f.ground)}V${f1(ct)}M${f1(cx - f.h * 0.09)} ${f1(ct)}H${f1(cx + jib)}M${f1(cx)} ${f1(ct - f.h * 0.06)}L${f1(cx + jib)} ${f1(ct)}M${f1(cx)} ${f1(ct - f.h * 0.06)}L${f1(cx - f.h * 0.09)} ${f1(ct)}M${f1(cx + jib * 0.75)} ${f1(ct)}V${f1(ct + f.h * 0.18)}"/><rect x="${f1(cx - f.h * 0.1)}" y="${f1(ct)}" width="${f1(f.h * 0.05)}" height="${f1(f.h * 0.03)}" fill="#7d4f5c" stroke="none"/></g>`;
  const worker = person({
    kind: 'worker',
    x: f.cx,
    ground: f.ground,
    h: ph,
    facing: -1,
    stride: 0.25,
    nearArm: [10, 14],
    farArm: [-8, -4],
  });
  return wrap(
    f,
    sky('sky', ['#c98a9a', '#e39c8c', '#f4b48a', '#fbd3a0']),
    `<rect width="${f.w}" height="${f.h}" fill="url(#sky)"/>${sun(f.w * 0.55, f.ground - f.h * 0.14, f.h * 0.55, '#ffd49a')}
${skyline(1.25, f.ground - f.h * 0.03, '#c78a86', 0.45)}${crane}${skyline(0.8, f.ground, '#a86c73', 0.7)}
<g fill="#ffe3b0" opacity="0.55">${lights.join('')}</g>
<rect y="${f1(f.ground)}" width="${f.w}" height="${f1(f.h - f.ground)}" fill="#7e5058"/>
<g ${INK} opacity="0.9">${worker.svg}</g>`,
  );
}

export const STORY_COUNT = 5;

/** Story background n (1..5) at the given size. */
export function storySvg(n: number, w: number, h: number, layout: Layout): string {
  const f = frame(w, h, layout);
  switch (n) {
    case 1:
      return storyFamily(f);
    case 2:
      return storyElder(f);
    case 3:
      return storyDoctor(f);
    case 4:
      return storyChild(f);
    default:
      return storyWorker(f);
  }
}
