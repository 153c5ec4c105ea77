import { MarkupString } from '../../markup-string';
import { SPEC_MINIMUM_MARKUP } from './spec-minimum-markup';

/**
 * The floor with the spec's required layout content as one HTML string (as the `html` rungs carry the site's
 * markup): what the budgets would cost for a page with nothing of ours but what the spec asks for.
 */
export default function SpecMinimumPage() {
  return <MarkupString html={SPEC_MINIMUM_MARKUP} />;
}
