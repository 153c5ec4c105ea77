import { insertResultFromError, POSTGRES_UNIQUE_VIOLATION, postgresErrorCode, stateForInsertResult } from '@/lib/newsletter/errors';
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages';

describe('backend error mapping', () => {
  test('reads the SQLSTATE from Postgres-shaped errors only', () => {
    expect(postgresErrorCode({ code: '23505', message: 'duplicate key' })).toBe('23505');
    expect(postgresErrorCode(Object.assign(new Error('x'), { code: '23514' }))).toBe('23514');
    expect(postgresErrorCode({ code: 23505 })).toBeUndefined();
    expect(postgresErrorCode(new Error('fetch failed'))).toBeUndefined();
    expect(postgresErrorCode('23505')).toBeUndefined();
    expect(postgresErrorCode(null)).toBeUndefined();
  });

  test('a unique violation (23505) is a duplicate; every other error is a failure carrying its cause', () => {
    expect(POSTGRES_UNIQUE_VIOLATION).toBe('23505');
    expect(insertResultFromError({ code: '23505' })).toEqual({ status: 'duplicate' });
    const checkViolation = { code: '23514', message: 'violates check constraint' };
    expect(insertResultFromError(checkViolation)).toEqual({ status: 'failed', cause: checkViolation });
    // supabase-js reports a network failure with an empty code.
    const network = { code: '', message: 'TypeError: fetch failed' };
    expect(insertResultFromError(network)).toEqual({ status: 'failed', cause: network });
  });

  test.each([
    [{ status: 'ok' } as const, { status: 'success', message: NEWSLETTER_MESSAGES.success, email: '' }],
    [{ status: 'duplicate' } as const, { status: 'error', message: NEWSLETTER_MESSAGES.duplicate, email: 'Jane@Example.com' }],
    [{ status: 'failed', cause: new Error('timeout') } as const, { status: 'error', message: NEWSLETTER_MESSAGES.failed, email: 'Jane@Example.com' }],
  ])('store result %o shows the right message', (result, expected) => {
    expect(stateForInsertResult(result, 'Jane@Example.com')).toEqual(expected);
  });

  test('the messages are the spec’s, word for word', () => {
    expect(NEWSLETTER_MESSAGES).toMatchObject({
      emptyEmail: 'Please enter your email address.',
      invalidEmail: 'Please enter a valid email address.',
      success: 'Successfully subscribed to our newsletter!',
      duplicate: 'This email is already subscribed to our newsletter.',
      failed: 'An error occurred. Please try again later.',
      unexpected: 'An unexpected error occurred. Please try again.',
    });
  });
});
