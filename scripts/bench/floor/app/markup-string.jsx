/**
 * Markup as one HTML string: the browser parses, styles and lays out the same DOM, but React hydrates one element
 * (a wrapper with `display: contents` keeps the body's flex layout). A module of its own, importing nothing, so a
 * rung that uses it takes in none of the site's client code.
 */
export function MarkupString({ html }) {
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
