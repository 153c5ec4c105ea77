#!/usr/bin/env node
// npm run build:vercel — the production build the way Vercel makes it: .next (what `next start` and the browser tests
// use) and .vercel/output (what `npm run check:vercel -- --skip-build` checks), from one build.
import { vercelBuild } from '../lib/vercel-build.mjs';

vercelBuild(process.cwd());
