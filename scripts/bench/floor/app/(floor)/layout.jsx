export { metadata } from '../content';

/** Rung 1, the floor: Next.js and React alone, no CSS, web font or client code. */
export default function FloorLayout({ children }) {
  return (
    <html lang="en-US">
      <body>{children}</body>
    </html>
  );
}
