// A section page's cover: sky, contours, the page's motif, horizon bands, prairie lines and river, seeded by its slug.
import { contourPaths, contours } from './contours.mjs';
import { makeHeightField } from './height-field.mjs';
import { bandPath, ridgeLine } from './horizon.mjs';
import { INDUSTRY_MOTIFS } from './motifs/industries.mjs';
import { INSIGHT_MOTIFS } from './motifs/insights.mjs';
import { SERVICE_MOTIFS } from './motifs/services.mjs';
import { PALETTES } from './palettes.mjs';
import { n0, n1, smoothOpen } from './path-data.mjs';
import { riverPath } from './river.mjs';
import { makeRng } from './random.mjs';
import { svgOpen } from './svg-shapes.mjs';

// Each section's motifs, by slug: a cover draws its own section's.
const MOTIFS = { services: SERVICE_MOTIFS, industries: INDUSTRY_MOTIFS, insights: INSIGHT_MOTIFS };

function scene(category, slug, levelCut = 0) {
  const W = 1200;
  const H = 800;
  const rng = makeRng(`${category}/${slug}`);
  const P = PALETTES[category];

  const horizon = rng.range(0.56, 0.64) * H;
  const motifLeft = rng() < 0.5;
  const levels = rng.int(9, 17) - levelCut;

  // Horizon bands: far mountains, middle foothills, near prairie.
  const far = ridgeLine(rng, W, horizon - 10, rng.range(38, 70), 80, 1.2);
  const midR = ridgeLine(rng, W, horizon + rng.range(45, 70), rng.range(18, 30), 100);
  const near = ridgeLine(rng, W, horizon + rng.range(110, 140), rng.range(8, 16), 120, 0.6);

  // Topographic contours in the upper field, hidden behind the far band.
  let farMaxY = 0;
  for (const p of far.pts) farMaxY = Math.max(farMaxY, p[1]);
  const field = makeHeightField(rng, W, H, horizon);
  const lines = contours(field, W, farMaxY + 10, levels, 22);
  const { minor, major } = contourPaths(lines, rng.pick([4, 5]));

  // Motif placement: upper third, left or right.
  const mc = [motifLeft ? rng.range(0.2, 0.3) * W : rng.range(0.7, 0.8) * W, rng.range(0.24, 0.3) * H];
  const ms = rng.range(215, 240);

  // River emerges at the near band and flows to the bottom edge.
  const rsx = motifLeft ? rng.range(0.55, 0.75) * W : rng.range(0.25, 0.45) * W;
  const rex = motifLeft ? rng.range(0.3, 0.5) * W : rng.range(0.5, 0.7) * W;
  const river = riverPath(rng, W, H, rsx, midR.f(rsx) + 6, rex);

  // Terrain lines on the near band (perspective spacing).
  let terrain = '';
  for (let k = 1; k <= 5; k++) {
    const off = 14 * k * k * 0.9 + 8;
    terrain += smoothOpen(near.pts.map(([x, y]) => [x, y + off + Math.sin(x / 170 + k) * 3 * k]));
  }

  const glowX = motifLeft ? rng.range(0.55, 0.8) : rng.range(0.2, 0.45);

  let s = svgOpen(W, H);
  s += '<defs>';
  s += `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${P.sky[0]}"/><stop offset="${n1(horizon / H)}" stop-color="${P.sky[1]}"/></linearGradient>`;
  s += `<radialGradient id="g" cx="${n1(glowX)}" cy="${n1(horizon / H)}" r=".55" gradientTransform="translate(${n1(glowX)} ${n1(horizon / H)}) scale(1 .9) translate(${n1(-glowX)} ${n1(-horizon / H)})"><stop offset="0" stop-color="${P.glow}" stop-opacity="${P.glowOpacity}"/><stop offset="1" stop-color="${P.glow}" stop-opacity="0"/></radialGradient>`;
  // Mask that fades the contours out around the motif so it sits on a quiet patch of sky.
  s += `<radialGradient id="h"><stop offset=".4"/><stop offset="1" stop-opacity="0"/></radialGradient>`;
  s += `<mask id="m"><rect width="${W}" height="${H}" fill="#fff"/><circle cx="${n0(mc[0])}" cy="${n0(mc[1])}" r="${n0(ms)}" fill="url(#h)"/></mask>`;
  s += `<linearGradient id="r" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${P.river[1]}"/><stop offset="1" stop-color="${P.river[0]}"/></linearGradient>`;
  s += '</defs>';
  s += `<rect width="${W}" height="${H}" fill="url(#s)"/>`;
  s += `<rect width="${W}" height="${H}" fill="url(#g)"/>`;
  s += `<g fill="none" stroke="${P.contour}" stroke-linecap="round" mask="url(#m)">`;
  s += `<path d="${minor}" stroke-width="1.2" opacity="${P.contourOpacity}"/>`;
  if (major) s += `<path d="${major}" stroke-width="2" opacity="${P.indexOpacity}"/>`;
  s += '</g>';
  s += `<g fill="none" stroke="${P.motif}" color="${P.motif}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round">${MOTIFS[category][slug](mc, ms)}</g>`;
  s += `<path d="${bandPath(far.pts, H)}" fill="${P.bands[0]}"${P.bandOpacity[0] < 1 ? ` opacity="${P.bandOpacity[0]}"` : ''}/>`;
  s += `<path d="${smoothOpen(far.pts)}" fill="none" stroke="${P.rim}" stroke-width="1.5" opacity="${P.rimOpacity}"/>`;
  s += `<path d="${bandPath(midR.pts, H)}" fill="${P.bands[1]}"${P.bandOpacity[1] < 1 ? ` opacity="${P.bandOpacity[1]}"` : ''}/>`;
  s += `<path d="${bandPath(near.pts, H)}" fill="${P.bands[2]}"${P.bandOpacity[2] < 1 ? ` opacity="${P.bandOpacity[2]}"` : ''}/>`;
  s += `<path d="${terrain}" fill="none" stroke="${P.terrain}" stroke-width="1.2" opacity="${P.terrainOpacity}"/>`;
  s += `<path d="${river.body}" fill="url(#r)"/>`;
  s += `<path d="${river.highlight}" fill="none" stroke="${P.riverHighlight}" stroke-width="1.5" stroke-linecap="round" opacity=".35"/>`;
  s += '</svg>\n';
  return s;
}

/** The cover of `${category}/${slug}.svg`, with fewer contour levels if a busy height field would push it over budget. */
export function coverArt(category, slug) {
  if (!MOTIFS[category]?.[slug]) throw new Error(`No motif for ${category} slug "${slug}": add one to scripts/artwork/motifs/${category}.mjs`);
  let svg = scene(category, slug);
  for (let cut = 2; Buffer.byteLength(svg) > 11.8 * 1024 && cut < 10; cut += 2) svg = scene(category, slug, cut);
  return svg;
}
