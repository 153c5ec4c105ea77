import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  modulePathIgnorePatterns: ['<rootDir>/.next', '<rootDir>/.next-.*', '<rootDir>/.vercel', '<rootDir>/.cache'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // PGlite (newsletter integration tests) needs its dynamic imports rewritten to run in Jest.
  transform: { '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/jest.pglite-transform.mjs' },
};

const withNext = createJestConfig(config);

/**
 * The Markdown pipeline (lib/markdown/render.ts): unified, remark, rehype and the small ESM-only
 * packages they are built from, which Jest must transform to CommonJS.
 */
const MARKDOWN_PACKAGES = [
  'unified', 'remark-[^/]+', 'rehype-[^/]+', 'mdast-util-[^/]+', 'micromark[^/]*', 'hast-util-[^/]+', 'hast-util-to-html',
  'unist-util-[^/]+', 'vfile[^/]*', 'bail', 'trough', 'devlop', 'is-plain-obj', 'property-information', 'space-separated-tokens',
  'comma-separated-tokens', 'html-void-elements', 'zwitch', 'ccount', 'character-entities[^/]*', 'character-reference-invalid',
  'decode-named-character-reference', 'longest-streak', 'trim-lines', 'markdown-table', 'escape-string-regexp',
  'github-slugger', 'stringify-entities', 'web-namespaces', 'html-url-attributes', 'is-absolute-url', 'is-[a-z-]+',
  'extend',
];
// Beasties' selector engine (lib/performance/rule-selector.mjs, build-time code) is ESM-only too.
const SELECTOR_PACKAGES = ['css-select', 'css-what', 'domutils', 'dom-serializer', 'domhandler', 'entities', 'htmlparser2', 'nth-check', 'boolbase', 'domelementtype'];

// next/jest never transforms node_modules outside transpilePackages, and PGlite cannot be listed
// there (it is a serverExternalPackage), so it is let through here, with the packages above.
const ESM_ONLY = ['@electric-sql/pglite', ...MARKDOWN_PACKAGES, ...SELECTOR_PACKAGES];
export default async function jestConfig() {
  const resolved = await withNext();
  resolved.transformIgnorePatterns = resolved.transformIgnorePatterns.map((pattern) =>
    pattern.replace('/node_modules/(?!.pnpm)(?!(', `/node_modules/(?!.pnpm)(?!(${ESM_ONLY.join('|')}|`),
  );
  return resolved;
}
