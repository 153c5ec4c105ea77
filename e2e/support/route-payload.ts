import type { Request } from '@playwright/test';

/** A request for a route's React Server Components payload, as the router makes for a prefetch. */
export const isRoutePayload = (request: Request) => request.headers()['rsc'] === '1' || new URL(request.url()).searchParams.has('_rsc');
