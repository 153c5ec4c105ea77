// SVG elements as strings: the document's root and the shapes the motifs draw (stroked, or `dot` filled).
import { n1 } from './path-data.mjs';

export function svgOpen(W, H) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice">`;
}

export const circle = (x, y, r) => `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}"/>`;
export const dot = (x, y, r) => `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="currentColor" stroke="none"/>`;
export const path = (d, extra = '') => `<path d="${d}"${extra}/>`;
