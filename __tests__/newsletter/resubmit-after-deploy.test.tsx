import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UnrecognizedActionError } from 'next/dist/client/components/unrecognized-action-error';
import { NewsletterForm } from '@/components/newsletter/newsletter-form';
import { NEWSLETTER_MESSAGES, type SubscribeState } from '@/lib/newsletter/messages';
import { keepForResubmit, reloadPage, takeResubmit } from '@/lib/newsletter/resubmit-after-deploy';

// A page of an older deployment posts an action ID the server no longer has (e2e/newsletter.spec.ts does it for real).
type Pending = { formData: FormData; resolve: (state: SubscribeState) => void; reject: (error: unknown) => void };
const calls: Pending[] = [];
jest.mock('@/lib/newsletter/action', () => ({
  subscribeToNewsletter: (_previous: SubscribeState, formData: FormData) =>
    new Promise<SubscribeState>((resolve, reject) => calls.push({ formData, resolve, reject })),
}));
// jsdom cannot load a page again; the test sees the call instead.
jest.mock('@/lib/newsletter/resubmit-after-deploy', () => ({
  ...jest.requireActual('@/lib/newsletter/resubmit-after-deploy'),
  reloadPage: jest.fn(),
}));
const mockReload = reloadPage as jest.MockedFunction<typeof reloadPage>;

const unknownAction = () => new UnrecognizedActionError('Server Action "00aa" was not found on the server.');

beforeEach(() => {
  calls.length = 0;
  mockReload.mockClear();
  sessionStorage.clear();
});

async function settle(outcome: (call: Pending) => void) {
  await act(async () => outcome(calls[calls.length - 1]!));
}

describe('keepForResubmit and takeResubmit', () => {
  test('an address kept for one form of this page is taken once, by that form', () => {
    document.body.innerHTML = '<form><input type="hidden" name="source" value="insights"></form>';
    expect(keepForResubmit(window, 'insights', 'jane@example.com')).toBe(true);
    expect(takeResubmit(window, 'footer')).toBeNull();
    expect(takeResubmit(window, 'insights')).toBe('jane@example.com');
    expect(takeResubmit(window, 'insights')).toBeNull();
    document.body.innerHTML = '';
  });

  test('an address for a form the loaded page lacks is dropped by the form that is there, not left in the tab', () => {
    // The page loaded again has only the footer's form (the insights box gone, or another page opened instead).
    keepForResubmit(window, 'insights', 'jane@example.com');
    expect(takeResubmit(window, 'footer')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  test('a stale address, or another page’s, is dropped by any form', () => {
    for (const stashed of [
      { source: 'insights', email: 'a@example.com', path: '/', at: Date.now() - 61_000 },
      { source: 'insights', email: 'a@example.com', path: '/other', at: Date.now() },
    ]) {
      sessionStorage.setItem('prc-newsletter-resubmit', JSON.stringify(stashed));
      expect(takeResubmit(window, 'footer')).toBeNull();
      expect(sessionStorage.length).toBe(0);
    }
  });

  test('never for another page, nor after a minute', () => {
    sessionStorage.setItem('prc-newsletter-resubmit', JSON.stringify({ source: 'footer', email: 'a@example.com', path: '/other', at: Date.now() }));
    expect(takeResubmit(window, 'footer')).toBeNull();
    sessionStorage.setItem('prc-newsletter-resubmit', JSON.stringify({ source: 'footer', email: 'a@example.com', path: '/', at: Date.now() - 61_000 }));
    expect(takeResubmit(window, 'footer')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  test('a tab that cannot store says so', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(keepForResubmit(window, 'footer', 'jane@example.com')).toBe(false);
    } finally {
      setItem.mockRestore();
    }
  });
});

test('an action the server does not know (a page of an older deployment) loads the page again to send the address', async () => {
  const user = userEvent.setup();
  render(<NewsletterForm source="footer" />);
  await user.type(screen.getByRole('textbox'), ' jane@example.com ');
  await user.click(screen.getByRole('button'));
  await settle((call) => call.reject(unknownAction()));

  expect(mockReload).toHaveBeenCalledTimes(1);
  // Until the page goes, the form stays as while sending, with no error; the form remounted takes nothing.
  expect(screen.getByRole('button')).toHaveTextContent('Subscribing...');
  expect(screen.getByRole('button')).toBeDisabled();
  expect(screen.getByRole('textbox')).toHaveValue('jane@example.com');
  expect(screen.getByRole('status')).toHaveTextContent('');
  expect(calls).toHaveLength(1);
  expect(takeResubmit(window, 'footer')).toBe('jane@example.com');
});

test('the page loaded again sends the address from the button, once: a second refusal shows the unexpected error', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    keepForResubmit(window, 'insights', 'jane@example.com');
    await act(async () => void render(<><NewsletterForm source="footer" /><NewsletterForm source="insights" /></>));

    // Only the form that sent it, with the button the visitor pressed focused again.
    expect(calls).toHaveLength(1);
    expect(calls[0]?.formData.get('email')).toBe('jane@example.com');
    expect(calls[0]?.formData.get('source')).toBe('insights');
    const [, insights] = screen.getAllByRole('form');
    expect(insights?.querySelector('button')).toHaveFocus();

    await settle((call) => call.reject(unknownAction()));
    expect(mockReload).not.toHaveBeenCalled();
    // The form is remounted with the message.
    expect(screen.getByRole('form', { name: 'Subscribe to our insights' }).querySelector('[role="status"]')).toHaveTextContent(NEWSLETTER_MESSAGES.unexpected);
  } finally {
    consoleError.mockRestore();
  }
});

test('any other failure of the submit shows the unexpected error and loads nothing', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const user = userEvent.setup();
    render(<NewsletterForm source="footer" />);
    await user.type(screen.getByRole('textbox'), 'jane@example.com');
    await user.click(screen.getByRole('button'));
    await settle((call) => call.reject(new TypeError('Failed to fetch')));
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.unexpected);
    expect(mockReload).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  } finally {
    consoleError.mockRestore();
  }
});
