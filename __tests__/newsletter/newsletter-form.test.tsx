import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from '@/components/newsletter/newsletter-form';
import { SubscribeForm, SUBSCRIBING_LABEL } from '@/components/newsletter/subscribe-form';
import { NEWSLETTER_WAIT_MS } from '@/lib/newsletter/answer-in-time';
import { NEWSLETTER_MESSAGES, stalledMessage, type SubscribeState } from '@/lib/newsletter/messages';

// The server action is replaced by a controllable double: each call waits until the test settles it.
type Pending = { formData: FormData; resolve: (state: SubscribeState) => void; reject: (error: unknown) => void };
const calls: Pending[] = [];
jest.mock('@/lib/newsletter/action', () => ({
  subscribeToNewsletter: (_previous: SubscribeState, formData: FormData) =>
    new Promise<SubscribeState>((resolve, reject) => calls.push({ formData, resolve, reject })),
}));

const mockTrackEvent = jest.fn();
jest.mock('@/lib/analytics', () => ({
  ...jest.requireActual('@/lib/analytics'),
  trackEvent: (...args: unknown[]) => mockTrackEvent(...args),
}));

beforeEach(() => {
  calls.length = 0;
  mockTrackEvent.mockClear();
});

function setup(source: 'footer' | 'insights' = 'footer') {
  const user = userEvent.setup();
  render(<NewsletterForm source={source} />);
  return {
    user,
    input: screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement,
    button: screen.getByRole('button'),
    status: screen.getByRole('status'),
  };
}

async function settle(outcome: (call: Pending) => void) {
  await act(async () => outcome(calls[calls.length - 1]!));
}

test('empty and whitespace-only input is refused on the spot, without calling the server', async () => {
  const { user, input, button, status } = setup();
  await user.click(button);
  expect(status).toHaveTextContent(NEWSLETTER_MESSAGES.emptyEmail);
  await user.type(input, '   ');
  await user.click(button);
  expect(status).toHaveTextContent(NEWSLETTER_MESSAGES.emptyEmail);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toHaveLength(0);
});

test('the same refusal twice is announced twice: each answer is a new node in the live region', async () => {
  const { user, button, status } = setup();
  await user.click(button);
  const first = status.firstElementChild;
  expect(first).toHaveTextContent(NEWSLETTER_MESSAGES.emptyEmail);
  await user.click(button);
  // A screen reader speaks a live region's additions; an unchanged text node is not one.
  expect(status.firstElementChild).toHaveTextContent(NEWSLETTER_MESSAGES.emptyEmail);
  expect(status.firstElementChild).not.toBe(first);
  expect(first?.isConnected).toBe(false);
});

test('a malformed address is refused on the spot and left in the field to correct', async () => {
  const { user, input, button, status } = setup();
  await user.type(input, 'jane@example');
  await user.click(button);
  expect(status).toHaveTextContent(NEWSLETTER_MESSAGES.invalidEmail);
  expect(input).toHaveValue('jane@example');
  expect(calls).toHaveLength(0);
});

test('submits the trimmed address, shows the submitting state, then success: cleared field and one analytics event', async () => {
  const { user, input, button, status } = setup();
  await user.type(input, '  jane@example.com  ');
  await user.click(button);

  expect(calls).toHaveLength(1);
  expect(calls[0]?.formData.get('email')).toBe('jane@example.com');
  expect(calls[0]?.formData.get('website')).toBe('');
  expect(button).toHaveTextContent('Subscribing...');
  expect(button).toBeDisabled();
  expect(input).toBeDisabled();

  await settle((call) => call.resolve({ status: 'success', message: NEWSLETTER_MESSAGES.success, email: '' }));

  expect(status).toHaveTextContent(NEWSLETTER_MESSAGES.success);
  expect(status).toHaveClass('text-green-300');
  expect(input).toHaveValue('');
  expect(input).toBeEnabled();
  expect(button).toHaveTextContent('Subscribe');
  expect(mockTrackEvent).toHaveBeenCalledTimes(1);
  expect(mockTrackEvent).toHaveBeenCalledWith({ action: 'subscribe', category: 'newsletter', label: 'footer_newsletter' });
});

test('a server-side refusal is shown in the failure colour and the address stays for another try', async () => {
  const { user, input, button, status } = setup();
  await user.type(input, 'Jane@Example.com');
  await user.click(button);
  await settle((call) => call.resolve({ status: 'error', message: NEWSLETTER_MESSAGES.duplicate, email: 'Jane@Example.com' }));

  expect(status).toHaveTextContent(NEWSLETTER_MESSAGES.duplicate);
  expect(status).toHaveClass('text-red-300');
  expect(input).toHaveValue('Jane@Example.com');
  expect(mockTrackEvent).not.toHaveBeenCalled();
});

test('if the submit itself fails (server unreachable), the unexpected-error message appears and the form still works', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const { user } = setup();
    await user.type(screen.getByRole('textbox'), 'jane@example.com');
    await user.click(screen.getByRole('button'));
    await settle((call) => call.reject(new TypeError('Failed to fetch')));

    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.unexpected);
    // The form is mounted afresh with the message already in its live region, which is then never read: the field,
    // focused on mount, says it as its description.
    expect(screen.getByRole('textbox')).toHaveFocus();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(NEWSLETTER_MESSAGES.unexpected);
    expect(screen.getByRole('button')).toBeEnabled();
    // The address is kept for the next try: one click sends it again.
    expect(screen.getByRole('textbox')).toHaveValue('jane@example.com');

    await user.click(screen.getByRole('button'));
    expect(calls).toHaveLength(2);
    await settle((call) => call.resolve({ status: 'success', message: NEWSLETTER_MESSAGES.success, email: '' }));
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.success);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('');
  } finally {
    consoleError.mockRestore();
  }
});

test('an answer is read once: it describes the field that focus returns to only when it is about the address', async () => {
  const { user, input, status } = setup();
  // Sent from the field, which is disabled while the answer is on its way: the live region reads the answer, and the
  // field, given focus back, adds nothing.
  await user.type(input, 'jane@example.com{Enter}');
  expect(input).toBeDisabled();
  await settle((call) => call.resolve({ status: 'success', message: NEWSLETTER_MESSAGES.success, email: '' }));
  expect(status).toHaveTextContent(NEWSLETTER_MESSAGES.success);
  expect(input).toHaveFocus();
  expect(input).toHaveAccessibleDescription('');

  // A malformed address is the field's fault: whoever comes back to the field hears what to correct.
  await user.type(input, 'jane@example{Enter}');
  expect(input).toHaveAccessibleDescription(NEWSLETTER_MESSAGES.invalidEmail);

  // A refusal of a well-formed address is not about the field.
  await user.clear(input);
  await user.type(input, 'jane@example.com{Enter}');
  await settle((call) => call.resolve({ status: 'error', message: NEWSLETTER_MESSAGES.duplicate, email: 'jane@example.com' }));
  expect(status).toHaveTextContent(NEWSLETTER_MESSAGES.duplicate);
  expect(input).toHaveFocus();
  expect(input).toHaveAccessibleDescription('');
});

test('the answer a page opens with (a post without JavaScript) is the description of the field it starts in', () => {
  const answer = { status: 'success', message: NEWSLETTER_MESSAGES.success, email: '' } as const;
  render(<SubscribeForm source="footer" initialState={answer} resumes reloading={false} onSend={() => {}} onResend={() => {}} />);
  const input = screen.getByRole('textbox', { name: 'Email address' });
  expect(input).toHaveFocus();
  expect(input).toHaveAccessibleDescription(NEWSLETTER_MESSAGES.success);
});

test('the insights box has its own wording and analytics label', async () => {
  const { user, input, button } = setup('insights');
  expect(input).toHaveAttribute('placeholder', 'Enter your email address');
  expect(button).toHaveTextContent('Subscribe Now');
  await user.type(input, 'reader@example.com');
  await user.click(button);
  await settle((call) => call.resolve({ status: 'success', message: NEWSLETTER_MESSAGES.success, email: '' }));
  expect(mockTrackEvent).toHaveBeenCalledWith({ action: 'subscribe', category: 'newsletter', label: 'insights_newsletter' });
});

test('the form is labelled, opts out of browser validation, and keeps the honeypot away from people', () => {
  const { input } = setup();
  const form = input.closest('form');
  expect(form).toHaveAttribute('novalidate');
  expect(input).toHaveAttribute('type', 'email');
  expect(input).toHaveAccessibleDescription('');
  // The label is shown, not only read out: the placeholder is gone once typing starts.
  const label = form!.querySelector(`label[for="${input.id}"]`);
  expect(label).toHaveTextContent('Email address');
  expect(label).not.toHaveClass('sr-only');
  const honeypot = form?.querySelector('input[name="website"]');
  expect(honeypot).toHaveAttribute('tabindex', '-1');
  expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
});

describe('a submit that gets no answer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setupWithTimers = () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <>
        <NewsletterForm source="footer" />
        <a href="/about">About</a>
      </>,
    );
    return { user, input: screen.getByRole('textbox', { name: 'Email address' }), button: screen.getByRole('button') };
  };

  test('is given up after NEWSLETTER_WAIT_MS: the message says why, the address stays, and a second try is sent', async () => {
    const { user, input, button } = setupWithTimers();
    await user.type(input, 'jane@example.com');
    await user.click(button);
    expect(button).toHaveTextContent(SUBSCRIBING_LABEL);
    await act(async () => void jest.advanceTimersByTime(NEWSLETTER_WAIT_MS - 1));
    expect(button).toBeDisabled();
    await act(async () => void jest.advanceTimersByTime(1));

    expect(screen.getByRole('status')).toHaveTextContent(stalledMessage);
    expect(button).toBeEnabled();
    expect(input).toHaveValue('jane@example.com');
    await user.click(button);
    expect(calls).toHaveLength(2);
    // The first post's late answer is dropped; the second one's is shown.
    await act(async () => calls[0]!.resolve({ status: 'success', message: 'late', email: '' }));
    await settle((call) => call.resolve({ status: 'error', message: NEWSLETTER_MESSAGES.duplicate, email: 'jane@example.com' }));
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.duplicate);
  });

  test('is given up at once when the visitor follows a link to another page, which React would otherwise hold', async () => {
    const { user, input, button } = setupWithTimers();
    await user.type(input, 'jane@example.com');
    await user.click(button);
    expect(button).toBeDisabled();
    // The router takes the click over, as on the site: jsdom cannot load another document.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await act(async () => void screen.getByRole('link', { name: 'About' }).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    expect(screen.getByRole('status')).toHaveTextContent(stalledMessage);
    expect(input).toHaveValue('jane@example.com');
  });
});
