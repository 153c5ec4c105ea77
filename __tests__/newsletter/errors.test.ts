/** @jest-environment node */
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages';
import { POSTGRES_UNIQUE_VIOLATION, postgresErrorCode } from '@/lib/newsletter/store';
import { describeFailure } from '@/lib/newsletter/log-redaction';

describe('backend error mapping', () => {
  test('reads the SQLSTATE from Postgres-shaped errors only', () => {
    expect(postgresErrorCode({ code: '23505', message: 'duplicate key' })).toBe('23505');
    expect(postgresErrorCode(Object.assign(new Error('x'), { code: '23514' }))).toBe('23514');
    expect(postgresErrorCode({ code: 23505 })).toBeUndefined();
    // supabase-js reports a network failure with an empty code; Node's ECONNREFUSED is no SQLSTATE either.
    expect(postgresErrorCode({ code: '', message: 'TypeError: fetch failed' })).toBeUndefined();
    expect(postgresErrorCode({ code: 'ECONNREFUSED' })).toBeUndefined();
    expect(postgresErrorCode(new Error('fetch failed'))).toBeUndefined();
    expect(postgresErrorCode('23505')).toBeUndefined();
    expect(postgresErrorCode(null)).toBeUndefined();
  });

  test('a unique violation is 23505', () => {
    expect(POSTGRES_UNIQUE_VIOLATION).toBe('23505');
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

describe('what a log may say about a failure', () => {
  test('a database error keeps only its SQLSTATE and constraint: its message and detail can quote the row', () => {
    const checkViolation = Object.assign(new Error('new row for relation "subscribers" violates check constraint "subscribers_email_deliverable"'), {
      code: '23514',
      constraint: 'subscribers_email_deliverable',
      detail: 'Failing row contains (7, jane.doe@example.com, 2026-11-22 20:00:00+00).',
    });
    expect(describeFailure(checkViolation, 'jane.doe@example.com')).toEqual({ code: '23514', constraint: 'subscribers_email_deliverable' });
    const postgrest = { code: '22P02', message: 'invalid input syntax for type bigint: "jane.doe@example.com"', details: null, hint: null };
    expect(describeFailure(postgrest, 'jane.doe@example.com')).toEqual({ code: '22P02' });
  });

  test('a transport failure keeps its message, bounded, with the address masked wherever it appears', () => {
    expect(describeFailure({ code: '', message: 'TypeError: fetch failed', details: 'x' })).toEqual({ error: 'TypeError: fetch failed' });
    expect(describeFailure(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))).toEqual({
      error: 'TimeoutError: The operation was aborted due to timeout',
    });
    expect(describeFailure(new Error('could not store jane.doe@example.com'), 'jane.doe@example.com')).toEqual({ error: 'Error: could not store j***@e***.com' });
    const long = describeFailure(new Error('x'.repeat(5_000)));
    expect('error' in long && long.error.length).toBe(200);
  });
});
