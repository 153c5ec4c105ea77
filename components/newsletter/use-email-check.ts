import { useCallback, useRef } from 'react';
import type { checkNewsletterEmail } from '@/lib/newsletter/schema';

export type EmailChecker = typeof checkNewsletterEmail;

/**
 * The server's own zod schema for instant feedback, fetched when the visitor first reaches the
 * form (focus or pointer) rather than with the page: the footer form is on every page, and the
 * schema library would otherwise add to every page's first-load JavaScript.
 * `check()` is the checker once loaded; `load()` resolves to it, or to null if the chunk failed.
 */
export function useEmailCheck() {
  const checker = useRef<EmailChecker | null>(null);
  const pending = useRef<Promise<EmailChecker | null> | null>(null);

  const load = useCallback(() => {
    pending.current ??= import('@/lib/newsletter/schema').then(
      (schema) => (checker.current = schema.checkNewsletterEmail),
      () => {
        // A failed chunk load only costs the instant feedback: the server checks too. Retry next time.
        pending.current = null;
        return null;
      },
    );
    return pending.current;
  }, []);

  const preload = useCallback(() => void load(), [load]);
  const check = useCallback(() => checker.current, []);

  return { load, preload, check };
}
