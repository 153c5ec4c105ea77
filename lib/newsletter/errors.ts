import { errorState, successState, type SubscribeState } from './form-state';
import { NEWSLETTER_MESSAGES } from './messages';
import type { InsertResult } from './store';

/** Postgres `unique_violation`: the address (in any letter case) is already subscribed. */
export const POSTGRES_UNIQUE_VIOLATION = '23505';

/** Reads the SQLSTATE from a Postgres, PGlite or PostgREST error object; other values have none. */
export function postgresErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Turns a backend error into a store result: a duplicate is an answer, anything else is a failure. */
export function insertResultFromError(error: unknown): InsertResult {
  return postgresErrorCode(error) === POSTGRES_UNIQUE_VIOLATION ? { status: 'duplicate' } : { status: 'failed', cause: error };
}

/** What the visitor sees for each store result (spec section 8). */
export function stateForInsertResult(result: InsertResult, email: string): SubscribeState {
  switch (result.status) {
    case 'ok':
      return successState();
    case 'duplicate':
      return errorState(NEWSLETTER_MESSAGES.duplicate, email);
    case 'failed':
      return errorState(NEWSLETTER_MESSAGES.failed, email);
  }
}
