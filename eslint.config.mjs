import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', '.vercel/**', '.cache/**', '.next-*/**', 'scripts/bench/floor/.next/**', 'out/**', 'reports/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/sw.js', 'public/pagefind/**']),
]);
