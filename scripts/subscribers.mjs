/**
 * The firm's view of its list, from whichever store the environment configures (as the site does,
 * .env files included):
 *
 *   npm run subscribers -- export              # confirmed subscribers as CSV on stdout, each with fresh
 *                                              # unsubscribe links (NEWSLETTER_LINK_ORIGIN, else the site's URL)
 *   npm run subscribers -- export --out f.csv  # … into a file
 *   npm run subscribers -- stats               # counts by state
 *   npm run subscribers -- unsubscribe ADDRESS # removes one address, as its unsubscribe link would (a reader
 *                                              # who asked by e-mail: the List-Unsubscribe header's mailto:)
 *
 * The embedded database is one process's at a time: stop the server first. Supabase needs
 * SUPABASE_SERVICE_ROLE_KEY (the anon key cannot read the list). docs/newsletter.md.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
require('@next/env').loadEnvConfig(ROOT);

const jiti = createJiti(import.meta.url, { alias: { '@': ROOT, 'server-only': fileURLToPath(new URL('./lib/empty-module.mjs', import.meta.url)) } });
const load = (path) => jiti.import(new URL(path, `file://${ROOT}`).href);

function usage(problem) {
  console.error(`${problem ? `${problem}\n` : ''}Usage: npm run subscribers -- export [--out FILE] | stats | unsubscribe ADDRESS`);
  process.exit(2);
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'export' && command !== 'stats' && command !== 'unsubscribe') usage(command ? `Unknown command: ${command}` : undefined);
  let address;
  if (command === 'unsubscribe') {
    if (rest.length !== 1) usage('unsubscribe needs one address.');
    // The address as the sign-up stored it (trimmed, NFC, ASCII domain), so any spelling of it finds the subscriber.
    const { listLookupAddress } = await load('lib/newsletter/list-lookup.ts');
    address = listLookupAddress(rest[0]);
    if (!address) usage(`Not an e-mail address: ${rest[0]}`);
  }
  const outIndex = rest.indexOf('--out');
  const out = outIndex >= 0 ? rest[outIndex + 1] : undefined;
  if (outIndex >= 0 && !out) usage('--out needs a file name.');

  const { resolveNewsletterConfig } = await load('lib/newsletter/config.ts');
  const { describeStoreConfig } = await load('lib/newsletter/config-log.ts');
  const config = resolveNewsletterConfig(process.env);
  if (config.store.kind === 'unavailable') throw new Error(describeStoreConfig(config.store));
  let store;
  let close = async () => {};
  if (config.store.kind === 'pglite') {
    const { createPgliteStore } = await load('lib/newsletter/pglite-store.ts');
    store = createPgliteStore(config.store.dataDir);
    ({ closeSubscriberDatabases: close } = await load('lib/newsletter/pglite-database.ts'));
  } else {
    const { createSupabaseStore } = await load('lib/newsletter/supabase-store.ts');
    store = createSupabaseStore({ url: config.store.url, anonKey: config.store.anonKey, serviceRoleKey: config.serviceRoleKey, timeoutMs: 60_000 });
  }
  if (!store.admin) throw new Error('Reading or changing the list from Supabase needs SUPABASE_SERVICE_ROLE_KEY: the anon key can never do either.');
  console.error(`[subscribers] ${describeStoreConfig(config.store)}`);

  try {
    if (command === 'unsubscribe') {
      const { unsubscribeByName } = await load('lib/newsletter/unsubscribe-by-name.ts');
      const { line, exitCode } = await unsubscribeByName(store.admin, address);
      console.log(line);
      process.exitCode = exitCode;
      return;
    }
    if (command === 'stats') {
      for (const { state, count } of await store.admin.stats()) console.log(`${state.padEnd(16)} ${count}`);
      return;
    }
    const { subscribersCsv } = await load('lib/newsletter/csv.ts');
    const { mailingList } = await load('lib/newsletter/mailing-list.ts');
    const { siteLinkOrigin } = await load('lib/newsletter/link-origin.ts');
    // Each row gets fresh unsubscribe links on the live site, for the newsletter sent from this file.
    const rows = await mailingList(store.admin, siteLinkOrigin(process.env));
    const csv = subscribersCsv(rows);
    if (out) {
      writeFileSync(out, csv, { mode: 0o600 });
      console.error(`[subscribers] ${rows.length} confirmed subscriber(s) written to ${out}`);
    } else {
      process.stdout.write(csv);
    }
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(`[subscribers] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
