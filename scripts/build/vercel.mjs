#!/usr/bin/env node
// npm run build:vercel — the production build the way Vercel makes it: .next (what `next start` and the browser tests
// use) and .vercel/output (what `npm run check:vercel -- --skip-build` checks), from one build.
// `--install-only` installs the pinned CLI and stops (.ci/run does it while lint and the tests run).
import { vercelBinary, vercelBuild } from '../lib/vercel-build.mjs';

if (process.argv.includes('--install-only')) vercelBinary(process.cwd());
else vercelBuild(process.cwd());
