#!/usr/bin/env node
// The content step: every Markdown file against its schema (loading the collections parses them), the
// cross-record checks a per-record schema cannot make, then the claims past their review-by date.
// Runs before every build (package.json prebuild); a broken file stops the build, naming file and line.
// Claims due for review are listed but never fail the build: docs/content.md says who acts on them.
import { importTs } from './lib/import-ts.mjs';

let integrity;
let publication;
let files;
try {
  // Loading the collections parses every file; a broken one throws here, naming its file and line.
  integrity = await importTs('lib/content/integrity.ts');
  publication = await importTs('lib/content/publication.ts');
  files = await importTs('lib/content/content-files.ts');
  integrity.assertContentIntegrity();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`Content integrity: ${integrity.contentChecks.length} checks passed.`);

// A draft may be short and carry the skeleton's placeholders; published, it would fail the checks above.
const toDos = publication.draftToDos();
if (toDos.length > 0) {
  console.log(`Drafts: ${toDos.length} thing(s) to do before publication (fine while draft: true; removing it now would fail this check):`);
  for (const line of toDos) console.log(`  ${line}`);
}

let today;
try {
  today = files.reviewDay(process.env.CONTENT_TODAY);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const due = files.dueReviews(today);
if (due.length === 0) {
  console.log(`Review-by dates: nothing due on ${today}.`);
} else {
  console.log(`Review-by dates: ${due.length} claim(s) due on or before ${today} (recheck, then move the date):`);
  for (const { path, line, claim, by } of due) console.log(`  ${path}:${line}  due ${by}  ${claim}`);
}
