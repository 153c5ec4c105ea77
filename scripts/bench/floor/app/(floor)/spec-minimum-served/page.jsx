import SpecMinimumPage from '../spec-minimum/page';
import { RegisterWorker } from './register-worker';

/**
 * The spec-minimum rung as the site must serve it: the site's response headers (next.config.mjs headers(), its
 * CSP apart) and a service worker registered after the load event (spec, "Other page behaviour"), by the site's
 * own code. Still no class, stylesheet or other client code: the least any page of the site could cost.
 */
export default function SpecMinimumServedPage() {
  return (
    <>
      <SpecMinimumPage />
      <RegisterWorker />
    </>
  );
}
