/** Runs once when the server starts: says where newsletter subscribers will be stored, or why nowhere. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { describeStoreConfig, resolveNewsletterConfig } = await import('./lib/newsletter/config');
  const config = resolveNewsletterConfig(process.env).store;
  const log = config.kind === 'unavailable' ? console.error : console.info;
  log(`[newsletter] ${describeStoreConfig(config)}`);

  // A production server opens the embedded database now (seconds), not on the first visitor's submit.
  if (config.kind === 'pglite' && process.env.NODE_ENV === 'production') {
    const { openSubscriberDatabase } = await import('./lib/newsletter/pglite-store');
    const { describeFailure } = await import('./lib/newsletter/subscribe');
    openSubscriberDatabase(config.dataDir).catch((error) => console.error('[newsletter] could not open the embedded database', describeFailure(error)));
  }
}
