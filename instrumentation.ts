/** Runs once when the server starts: says where newsletter subscribers and e-mail will go, or why nowhere. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { resolveNewsletterConfig } = await import('./lib/newsletter/config');
  const { describeMailConfig, describeStoreConfig, describeTrustedHops } = await import('./lib/newsletter/config-log');
  const config = resolveNewsletterConfig(process.env);
  const production = process.env.NODE_ENV === 'production';
  const onVercel = process.env.VERCEL === '1';
  const report = (problem: boolean, line: string) => (problem ? console.error : console.info)(`[newsletter] ${line}`);
  report(config.store.kind === 'unavailable', describeStoreConfig(config.store));
  report(config.mail.kind === 'unavailable', describeMailConfig(config.mail));
  if (config.signUpRefusal) report(true, config.signUpRefusal);
  const hops = describeTrustedHops(config.trustedHops, onVercel);
  if (hops && production) console.warn(`[newsletter] ${hops}`);

  // A production server opens the embedded database now (seconds), not on the first visitor's submit.
  if (config.store.kind === 'pglite' && production) {
    const { openSubscriberDatabase } = await import('./lib/newsletter/pglite-database');
    const { describeFailure } = await import('./lib/newsletter/log-redaction');
    openSubscriberDatabase(config.store.dataDir).catch((error) => console.error('[newsletter] could not open the embedded database', describeFailure(error)));
  }
  // A long-running server retries queued e-mail every minute and cleans up hourly; Vercel uses its cron route instead.
  if (!onVercel && config.store.kind !== 'unavailable') {
    const { startBackgroundJobs } = await import('./lib/newsletter/setup');
    startBackgroundJobs();
  }
}
