/**
 * Procedural artwork shared by `tools/placeholder-art/generate-assets.ts` and `tools/placeholder-art/make-placeholder-video.ts`:
 * a seeded pseudo-random generator and a fundus photograph drawn as SVG (field, optic disc,
 * macula, branching vessel tree). Pure functions: the same seed always gives the same SVG.
 */

/** mulberry32: a tiny 32-bit seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Point {
  x: number;
  y: number;
}

/** One vessel: a centre line with a width at every point. */
export interface Vessel {
  kind: 'artery' | 'vein';
  points: Point[];
  widths: number[];
  depth: number;
}

export interface FundusGeometry {
  size: number;
  centre: Point;
  radius: number;
  disc: Point;
  fovea: Point;
  vessels: Vessel[];
}

const TAU = Math.PI * 2;
/** Degrees to radians. */
export const deg = (d: number): number => (d * Math.PI) / 180;

function angleDiff(a: number, b: number): number {
  let d = (a - b) % TAU;
  if (d > Math.PI) d -= TAU;
  if (d < -Math.PI) d += TAU;
  return d;
}

interface GrowOptions {
  kind: 'artery' | 'vein';
  start: Point;
  heading: number;
  width: number;
  depth: number;
  /** Signed orbit around the fovea: 1 counter-clockwise on screen, -1 clockwise, 0 free. */
  orbit: number;
  /** For orbiting trunks: how much further from the fovea than the default arcade to run. */
  offset: number;
  length: number;
}

/**
 * Grows the vessel tree. Trunks orbit the macula (the temporal arcades) or run nasally; branches
 * wander with smooth random curvature, stay out of the foveal avascular zone and end at the rim.
 */
export function growVessels(seed: number): FundusGeometry {
  const rnd = mulberry32(seed);
  const size = 1000;
  const centre = { x: 500, y: 500 };
  const radius = 468;
  const fovea = { x: 455, y: 515 };
  const disc = { x: 770, y: 478 };
  const vessels: Vessel[] = [];
  const step = 7;
  const between = (lo: number, hi: number): number => lo + (hi - lo) * rnd();
  const discAngle = Math.atan2(disc.y - fovea.y, disc.x - fovea.x);
  const discDist = Math.hypot(disc.y - fovea.y, disc.x - fovea.x);

  const grow = (o: GrowOptions): void => {
    const points: Point[] = [{ ...o.start }];
    const widths: number[] = [o.depth <= 1 && o.width > 2.5 ? o.width * 0.55 : o.width];
    let { x, y } = o.start;
    let heading = o.heading;
    let curvature = 0;
    let w = o.width;
    let travelled = 0;
    let nextBranch = between(40, 90) + o.width * 4;
    const taperEnd = o.length * 0.82;
    while (travelled < o.length) {
      // Smooth random curvature (a random walk on the turning rate).
      curvature = curvature * 0.86 + (rnd() - 0.5) * (o.orbit !== 0 ? 0.018 : 0.07);
      const fx = x - fovea.x;
      const fy = y - fovea.y;
      const fd = Math.hypot(fx, fy);
      if (o.orbit !== 0) {
        // Follow a circle around the fovea whose radius shrinks over the macula and opens out
        // temporally, so the arcades hug the macula and then diverge towards the rim.
        const radial = Math.atan2(fy, fx);
        const around = Math.abs(angleDiff(radial, discAngle));
        const target =
          around < Math.PI / 2
            ? discDist - 80 * Math.sin(around)
            : discDist - 80 + 520 * ((around - Math.PI / 2) / (Math.PI / 2)) ** 1.2;
        const inward = Math.max(-0.55, Math.min(0.55, (fd - target - o.offset) / 110));
        const desired = radial + o.orbit * (Math.PI / 2 + inward);
        heading += angleDiff(desired, heading) * 0.12;
      } else {
        // Branches drift away from the disc, like the real tree.
        const fromDisc = Math.atan2(y - disc.y, x - disc.x);
        heading += angleDiff(fromDisc, heading) * 0.016;
        if (fd < 170) {
          // Keep out of the fovea: turn away, harder when closer.
          const away = Math.atan2(fy, fx);
          const push = ((170 - fd) / 170) ** 2 * 0.3;
          heading += angleDiff(away, heading) * push;
        }
      }
      heading += curvature;
      x += Math.cos(heading) * step;
      y += Math.sin(heading) * step;
      travelled += step;
      const t = travelled / o.length;
      // Gentle taper along the vessel, a faster one near its end.
      w =
        o.width *
        (1 - 0.5 * t) *
        (travelled > taperEnd ? 1 - ((travelled - taperEnd) / (o.length - taperEnd)) * 0.85 : 1);
      points.push({ x, y });
      // Trunks emerge from the cup narrower and widen over the first few steps.
      const emerge = o.depth <= 1 && o.width > 2.5 ? Math.min(1, 0.55 + travelled / 60) : 1;
      widths.push(Math.max(w * emerge, 0.35));
      const rimDist = Math.hypot(x - centre.x, y - centre.y);
      if (rimDist > radius + 6) break;
      if (fd < 34 + o.width * 6) break;
      if (travelled >= nextBranch && o.width > 0.9 && travelled < o.length * 0.9) {
        nextBranch = travelled + between(35, 95) + w * 7;
        const side = rnd() < 0.5 ? -1 : 1;
        const childHeading = heading + side * deg(between(28, 62));
        // Branches aimed at the macula stay small: the fovea has no vessels.
        const toFovea = Math.atan2(fovea.y - y, fovea.x - x);
        const facing = Math.cos(angleDiff(childHeading, toFovea));
        const frac = facing > 0.55 && fd < 330 ? between(0.28, 0.42) : between(0.42, 0.72);
        const cw = Math.max(w * frac, 0.6);
        if (cw >= 0.6 && o.depth < 6) {
          grow({
            kind: o.kind,
            start: { x, y },
            heading: childHeading,
            width: cw,
            depth: o.depth + 1,
            orbit: 0,
            offset: 0,
            length: Math.min(40 + cw * between(60, 100), 600),
          });
          // Murray's law: the parent narrows a little after each branch.
          o.width *= 0.94;
        }
      }
    }
    if (points.length > 2) vessels.push({ kind: o.kind, points, widths, depth: o.depth });
  };

  // Temporal arcades: leave the disc up/down, arch over/under the macula, then run temporally.
  const trunk = (
    kind: 'artery' | 'vein',
    dx: number,
    dy: number,
    headingDeg: number,
    width: number,
    orbit: number,
    offset: number,
    length: number,
  ): void =>
    grow({
      kind,
      start: { x: disc.x + dx, y: disc.y + dy },
      heading: deg(headingDeg),
      width,
      depth: 0,
      orbit,
      offset,
      length,
    });

  trunk('vein', -6, -10, -98, 11, -1, 0, 1000);
  trunk('artery', 6, -12, -80, 8, -1, 34, 960);
  trunk('vein', -4, 12, 102, 11.5, 1, 26, 1000);
  trunk('artery', 7, 14, 84, 8, 1, -8, 980);
  // Nasal vessels: shorter, straighter, towards the right-hand rim.
  const nasal = (kind: 'artery' | 'vein', a: number, w: number, len: number): void =>
    grow({
      kind,
      start: { x: disc.x + Math.cos(deg(a)) * 8, y: disc.y + Math.sin(deg(a)) * 10 },
      heading: deg(a),
      width: w,
      depth: 1,
      orbit: 0,
      offset: 0,
      length: len,
    });
  nasal('vein', -58, 8, 420);
  nasal('artery', -40, 6, 400);
  nasal('vein', 56, 8, 420);
  nasal('artery', 38, 6, 400);
  nasal('artery', -4, 3.2, 200);
  nasal('vein', 10, 3.6, 200);
  // Small macular vessels from the temporal edge of the disc.
  nasal('artery', 192, 2.4, 170);
  nasal('vein', 168, 2.6, 170);

  return { size, centre, radius, disc, fovea, vessels };
}

const r1 = (n: number): string => {
  const v = Math.round(n * 10) / 10;
  return Object.is(v, -0) ? '0' : String(v);
};

/** A tapered filled outline of a vessel, in relative coordinates to keep the SVG small. */
export function vesselPath(v: Vessel, stride = 2): string {
  const pts: Point[] = [];
  const ws: number[] = [];
  for (let i = 0; i < v.points.length; i += stride) {
    pts.push(v.points[i] as Point);
    ws.push(v.widths[i] as number);
  }
  const lastIdx = v.points.length - 1;
  if (lastIdx % stride !== 0) {
    pts.push(v.points[lastIdx] as Point);
    ws.push(v.widths[lastIdx] as number);
  }
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i < pts.length; i++) {
    const a = pts[Math.max(0, i - 1)] as Point;
    const b = pts[Math.min(pts.length - 1, i + 1)] as Point;
    const p = pts[i] as Point;
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const nx = -(b.y - a.y) / len;
    const ny = (b.x - a.x) / len;
    const h = (ws[i] as number) / 2;
    left.push({ x: p.x + nx * h, y: p.y + ny * h });
    right.push({ x: p.x - nx * h, y: p.y - ny * h });
  }
  const outline = [...left, ...right.reverse()];
  // Round to one decimal first, then emit differences of rounded values: no drift.
  const q = outline.map((p) => ({ x: Math.round(p.x * 10), y: Math.round(p.y * 10) }));
  const first = q[0] as { x: number; y: number };
  let d = `M${r1(first.x / 10)} ${r1(first.y / 10)}l`;
  for (let i = 1; i < q.length; i++) {
    const a = q[i - 1] as { x: number; y: number };
    const b = q[i] as { x: number; y: number };
    const dx = r1((b.x - a.x) / 10);
    const dy = r1((b.y - a.y) / 10);
    d += `${i > 1 ? ' ' : ''}${dx}${dy.startsWith('-') ? dy : ` ${dy}`}`;
  }
  return `${d}z`;
}

/** The centre line of a vessel as a polyline path (used for light reflexes and glows). */
export function centrePath(v: Vessel, stride = 3, limit = Number.POSITIVE_INFINITY): string {
  const pts = v.points.filter((_, i) => i % stride === 0).slice(0, limit);
  return `M${pts.map((p) => `${r1(p.x)} ${r1(p.y)}`).join('L')}`;
}

export interface FundusOptions {
  seed?: number;
  /** Prefix for element ids, so several copies can live in one document. */
  idPrefix?: string;
}

/** A colour fundus photograph of a right eye, as a standalone SVG (viewBox 0 0 1000 1000). */
export function fundusSvg(options: FundusOptions = {}): string {
  const g = growVessels(options.seed ?? 20150601);
  const p = options.idPrefix ?? 'f';
  const { centre: c, radius: R, disc: D, fovea: F } = g;
  const veins = g.vessels.filter((v) => v.kind === 'vein');
  const arteries = g.vessels.filter((v) => v.kind === 'artery');
  const byClass = (list: Vessel[], lo: number, hi: number): string =>
    list
      .filter((v) => (v.widths[0] as number) >= lo && (v.widths[0] as number) < hi)
      .map(
        (v) =>
          `<path d="${vesselPath(v, (v.widths[0] as number) > 3 ? 2 : (v.widths[0] as number) > 1.5 ? 3 : 4)}"/>`,
      )
      .join('');
  const trunks = g.vessels.filter((v) => v.depth === 0);
  const glow = trunks.map((v) => `<path d="${centrePath(v, 4, 60)}"/>`).join('');
  const reflex = g.vessels
    .filter((v) => v.kind === 'artery' && (v.widths[0] as number) > 4)
    .map((v) => `<path d="${centrePath(v, 3, 70)}"/>`)
    .join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000" width="1000" height="1000">
<defs>
<radialGradient id="${p}bg" cx="0.56" cy="0.49" r="0.55">
<stop offset="0" stop-color="#e8843f"/><stop offset="0.35" stop-color="#d8672c"/><stop offset="0.7" stop-color="#b9461c"/><stop offset="0.9" stop-color="#8a2c10"/><stop offset="1" stop-color="#3a0d04"/>
</radialGradient>
<radialGradient id="${p}mac"><stop offset="0" stop-color="#4a1206" stop-opacity="0.75"/><stop offset="0.35" stop-color="#6a1d0a" stop-opacity="0.45"/><stop offset="1" stop-color="#8a2a10" stop-opacity="0"/></radialGradient>
<radialGradient id="${p}halo"><stop offset="0" stop-color="#ffc27a" stop-opacity="0.45"/><stop offset="0.6" stop-color="#f2a05a" stop-opacity="0.25"/><stop offset="1" stop-color="#e8843f" stop-opacity="0"/></radialGradient>
<radialGradient id="${p}disc" cx="0.46" cy="0.5"><stop offset="0" stop-color="#fff1c6"/><stop offset="0.6" stop-color="#fad58c"/><stop offset="0.93" stop-color="#f4bd74"/><stop offset="1" stop-color="#eeac68"/></radialGradient>
<radialGradient id="${p}vig"><stop offset="0.78" stop-color="#000" stop-opacity="0"/><stop offset="0.94" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0.9"/></radialGradient>
<clipPath id="${p}clip"><circle cx="${c.x}" cy="${c.y}" r="${R}"/></clipPath>
<filter id="${p}tex" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.011" numOctaves="4" seed="7"/><feColorMatrix values="0 0 0 0 0.35 0 0 0 0 0.06 0 0 0 0 0.02 0 0 0 -1.6 1.15"/></filter>
<filter id="${p}b1" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="0.9"/></filter>
<filter id="${p}b2" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="2.2"/></filter>
<filter id="${p}b4" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>
<filter id="${p}b12" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="12"/></filter>
</defs>
<rect width="1000" height="1000" fill="#000"/>
<g clip-path="url(#${p}clip)">
<circle cx="${c.x}" cy="${c.y}" r="${R}" fill="url(#${p}bg)"/>
<rect width="1000" height="1000" filter="url(#${p}tex)" opacity="0.5"/>
<circle cx="${D.x}" cy="${D.y}" r="105" fill="url(#${p}halo)"/>
<circle cx="${F.x}" cy="${F.y}" r="190" fill="url(#${p}mac)"/>
<g fill="none" stroke="#f7b27a" stroke-width="34" stroke-linecap="round" opacity="0.16" filter="url(#${p}b12)">${glow}</g>
<ellipse cx="${D.x}" cy="${D.y}" rx="62" ry="70" fill="#d9804a" filter="url(#${p}b2)"/>
<ellipse cx="${D.x - 2}" cy="${D.y}" rx="57" ry="65" fill="url(#${p}disc)" filter="url(#${p}b2)"/>
<ellipse cx="${D.x - 8}" cy="${D.y - 2}" rx="26" ry="31" fill="#fff4d6" opacity="0.8" filter="url(#${p}b4)"/>
<g filter="url(#${p}b1)">
<g fill="#6e130f"><g opacity="0.92">${byClass(veins, 4, 99)}</g><g opacity="0.8">${byClass(veins, 1.8, 4)}</g><g opacity="0.6">${byClass(veins, 0, 1.8)}</g></g>
<g fill="#a72a1a"><g opacity="0.95">${byClass(arteries, 4, 99)}</g><g opacity="0.8">${byClass(arteries, 1.8, 4)}</g><g opacity="0.6">${byClass(arteries, 0, 1.8)}</g></g>
<g fill="none" stroke="#f4a27c" stroke-width="1.4" stroke-linecap="round" opacity="0.35">${reflex}</g>
</g>
<circle cx="${F.x}" cy="${F.y}" r="6" fill="#ffd49a" opacity="0.55" filter="url(#${p}b4)"/>
<circle cx="${c.x}" cy="${c.y}" r="${R}" fill="url(#${p}vig)"/>
</g>
</svg>
`;
}
