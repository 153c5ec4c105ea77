import './site-stylesheet.css';

export { metadata } from '../content';

/** Rung 2: the floor plus the site's stylesheet. */
export default function StylesheetLayout({ children }) {
  return (
    <html lang="en-US">
      <body>{children}</body>
    </html>
  );
}
