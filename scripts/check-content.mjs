#!/usr/bin/env node
// The content integrity step: cross-record checks that a per-record schema cannot make.
// Runs before every build (package.json prebuild); a failure stops the build with the list of problems.
import { importTs } from './lib/import-ts.mjs';

const { assertContentIntegrity, contentChecks } = await importTs('lib/content/integrity.ts');
assertContentIntegrity();
console.log(`Content integrity: ${contentChecks.length} checks passed.`);
