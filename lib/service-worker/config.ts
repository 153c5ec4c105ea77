/** The offline page, precached at install and shown for any page not seen before. */
export const OFFLINE_PAGE = '/offline';
/** Pages precached at install: the home page and the offline page, with every file they load. */
export const SHELL_PAGES = ['/', OFFLINE_PAGE] as const;

export type ServiceWorkerConfig = { version: string; shell: readonly string[]; offlinePage: string };

/** The worker script: its configuration, then the worker itself. A new version changes the bytes, so browsers install it. */
export function serviceWorkerScript(workerSource: string, config: ServiceWorkerConfig): string {
  return `const SW_CONFIG = ${JSON.stringify(config)};\n${workerSource}`;
}
