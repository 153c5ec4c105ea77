/** Runs once when the server starts: says where newsletter subscribers will be stored, or why nowhere. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { describeStoreConfig, resolveNewsletterConfig } = await import('./lib/newsletter/config');
  const config = resolveNewsletterConfig(process.env).store;
  const log = config.kind === 'unavailable' ? console.error : console.info;
  log(`[newsletter] ${describeStoreConfig(config)}`);
}
