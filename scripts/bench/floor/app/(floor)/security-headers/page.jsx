import { FloorContent } from '../../content';

/** The floor page with the site's response headers (next.config.mjs headers()): what they cost on their own. */
export default function SecurityHeadersPage() {
  return <FloorContent />;
}
