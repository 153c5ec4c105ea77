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

// next/jest never transforms node_modules outside transpilePackages. PGlite cannot be listed there (it is a
// serverExternalPackage), and Beasties' ESM-only selector engine is build-time code, so they are let through here.
const ESM_ONLY = ['@electric-sql/pglite', 'css-select', 'css-what', 'domutils', 'dom-serializer', 'domhandler', 'entities', 'htmlparser2', 'nth-check', 'boolbase', 'domelementtype'];
export default async function jestConfig() {
  const resolved = await withNext();
  resolved.transformIgnorePatterns = resolved.transformIgnorePatterns.map((pattern) =>
    pattern.replace('/node_modules/(?!.pnpm)(?!(', `/node_modules/(?!.pnpm)(?!(${ESM_ONLY.join('|')}|`),
  );
  return resolved;
}
