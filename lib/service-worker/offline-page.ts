/**
 * The offline page's own address: the service worker precaches it and shows it for a page it has not kept, and the
 * page's reload for the connection's return stays off there. A module of its own so the page imports no worker code.
 */
export const OFFLINE_PAGE = '/offline';
