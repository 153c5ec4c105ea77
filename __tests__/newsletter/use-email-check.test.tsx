import { act, renderHook, waitFor } from '@testing-library/react';
import { useEmailCheck } from '@/components/newsletter/use-email-check';
import { checkNewsletterEmail } from '@/lib/newsletter/schema';

describe('useEmailCheck', () => {
  it('has no check until preloaded, then uses the server schema itself', async () => {
    const { result } = renderHook(() => useEmailCheck());
    expect(result.current.check()).toBeNull();
    act(() => result.current.preload());
    await waitFor(() => expect(result.current.check()).toBe(checkNewsletterEmail));
    expect(result.current.check()?.('  jane@example.com ')).toEqual({ ok: true, email: 'jane@example.com' });
    expect(result.current.check()?.('jane@localhost')).toEqual({ ok: false, message: 'Please enter a valid email address.' });
  });
});
