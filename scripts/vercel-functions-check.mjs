#!/usr/bin/env node
// Runs each function of an existing .vercel/output with only the files it ships and fails on any 5xx, unexpected status
// or missing file (scripts/lib/vercel-functions/check.mjs). `npm run check:vercel` runs it after its other checks.
//   node scripts/vercel-functions-check.mjs [checkout]   (default: this one, after `npm run build:vercel`)
//   VERCEL_FUNCTIONS_PORT=…   the first of the ports the functions listen on (default 3150, one each)
import path from 'node:path';
import { checkVercelFunctions } from './lib/vercel-functions/check.mjs';

const failures = await checkVercelFunctions(path.resolve(process.argv[2] ?? '.'));
process.exit(failures > 0 ? 1 : 0);
