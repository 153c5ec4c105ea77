#!/usr/bin/env node
// Prints the slowest browser tests of the last CI-mode run (test-results/report.json, written by playwright.config.ts)
// and the time per spec file, so the next change to the suite knows where its minutes go.
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-results/report.json';
if (!existsSync(file)) {
  console.log(`${file} not found: run the browser tests with CI=true first.`);
  process.exit(0);
}
const tests = [];
const walk = (suite) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
      tests.push({ file: spec.file, title: `[${test.projectName}] ${spec.title}`, ms, retries: test.results.length - 1 });
    }
  }
  for (const child of suite.suites ?? []) walk(child);
};
for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites) walk(suite);

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
const total = tests.reduce((sum, test) => sum + test.ms, 0);
console.log(`\n${tests.length} tests, ${seconds(total).trim()} s summed over the workers. Per spec file:`);
const perFile = new Map();
for (const test of tests) perFile.set(test.file, (perFile.get(test.file) ?? 0) + test.ms);
for (const [name, ms] of [...perFile].sort((a, b) => b[1] - a[1])) console.log(`${seconds(ms)} s  ${name}`);
console.log('\nSlowest tests (retries included):');
for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, 15)) {
  console.log(`${seconds(test.ms)} s  ${test.file}: ${test.title}${test.retries ? ` (${test.retries} retry)` : ''}`);
}
