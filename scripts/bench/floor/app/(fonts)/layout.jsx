import './site-stylesheet.css';
import { fontVariables } from '@/lib/fonts';

export { metadata } from '../content';

/** Rung 3: the floor plus the site's stylesheet and fonts, applied the way app/layout.tsx applies them. */
export default function FontsLayout({ children }) {
  return (
    <html lang="en-US" className={fontVariables}>
      <body>{children}</body>
    </html>
  );
}
