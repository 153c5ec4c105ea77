// With a deployment id (NEXT_DEPLOYMENT_ID, which Vercel sets when the project's Skew Protection is on), Next.js writes
// each file of the build into a page with `?dpl=<id>` after it: on Vercel, the route to the deployment that has the
// file. The file is the same, so the post-build steps read it by its path and the service worker keeps one copy of it.
// Plain JavaScript: the post-build steps run under bare Node.

/** The query as a regular expression's source (Next.js allows letters, digits, `_` and `-` in the id). */
export const DEPLOYMENT_QUERY = String.raw`\?dpl=[\w-]+`;

const AT_END = new RegExp(`${DEPLOYMENT_QUERY}$`);

/**
 * The address without Next's deployment query, the file it names.
 * @param {string} url
 */
export const withoutDeploymentQuery = (url) => url.replace(AT_END, '');
