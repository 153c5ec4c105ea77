// Every file the generator writes, as [path from the repository root, contents], drawn in memory so that a test can
// hold them against the committed files.
import { fallback } from './fallback.mjs';
import { heroStylesheet } from './hero.mjs';
import { coverArt } from './scene.mjs';

/** @param {Record<string, string[]>} slugs each section's slugs, by its folder in public/images */
export function drawings(slugs) {
  const covers = Object.entries(slugs).flatMap(([category, list]) =>
    list.map((slug) => [`public/images/${category}/${slug}.svg`, coverArt(category, slug)]),
  );
  return [...covers, ['public/images/fallback.svg', fallback()], ['components/home/hero-art.css', heroStylesheet()]];
}
