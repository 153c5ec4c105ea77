import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import globals from 'globals';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Every link goes through IntentLink: a bare next/link is prefetched when it scrolls into view, and a
    // page of such links (the topic index had 45) fetches and parses dozens of RSC payloads during load; and
    // next/link itself is 7.4 KB more script on every page (components/ui/intent-link.tsx).
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: 'Use IntentLink from @/components/ui/intent-link (prefetch on intent, not on view).' }] }],
    },
  },
  {
    // Plain JavaScript (build steps, benchmarks, configs) has no type-check to name a variable that does not exist:
    // a re-export with no binding of its own once failed bench:check only at its last step. Node's globals, and the
    // browser's for the functions these scripts run inside a page.
    files: ['**/*.{js,mjs,cjs,jsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-undef': 'error' },
  },
  // A CommonJS module's imports are require() calls.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  globalIgnores(['.next/**', '.vercel/**', '.cache/**', '.next-*/**', 'scripts/bench/floor/.next/**', 'out/**', 'reports/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/sw.js', 'public/pagefind/**']),
]);
