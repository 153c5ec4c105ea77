import { startTransition, useActionState, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { requestFormReset } from 'react-dom';
import { ANALYTICS_EVENTS, trackEvent } from '@/lib/analytics';
import { subscribeToNewsletter } from '@/lib/newsletter/action';
import { answerInTime } from '@/lib/newsletter/answer-in-time';
import {
  errorState,
  FORM_MESSAGES,
  NEWSLETTER_FIELDS,
  NEWSLETTER_SOURCES,
  stalledMessage,
  type NewsletterSource,
  type SubscribeState,
} from '@/lib/newsletter/form-state';
import { takeResubmit } from '@/lib/newsletter/resubmit-after-deploy';
import { useEmailCheck } from './use-email-check';

const ADDRESS_FAULTS: ReadonlySet<string> = new Set([FORM_MESSAGES.emptyEmail, FORM_MESSAGES.invalidEmail]);

/** Spec section 4: the button's label while the subscription is in flight. */
export const SUBSCRIBING_LABEL = 'Subscribing...';

const COPY: Record<NewsletterSource, { formLabel: string; placeholder: string; submit: string }> = {
  footer: { formLabel: 'Newsletter sign-up', placeholder: 'you@company.com', submit: 'Subscribe' },
  insights: { formLabel: 'Subscribe to our insights', placeholder: 'Enter your email address', submit: 'Subscribe Now' },
};

const TONES = {
  dark: {
    label: 'text-sand-100',
    input: 'bg-white/10 text-white placeholder:text-sand-100/70 edge-inset-white/40 focus:outline-white',
    success: 'text-green-300',
    error: 'text-red-300',
  },
  light: {
    label: 'text-ink',
    input: 'bg-white text-ink placeholder:text-ink-soft edge-inset-navy-900/25 focus:outline-navy-900',
    success: 'text-success',
    error: 'text-danger',
  },
} as const;

export type NewsletterFormProps = {
  source: NewsletterSource;
  /** 'dark' on navy (the footer, the insights box), 'light' on pale backgrounds. */
  tone?: keyof typeof TONES;
};

/** The action as the script sends it: it gives up on an answer that does not come in time, keeping the address. */
function subscribeInTime(previous: SubscribeState, formData: FormData): Promise<SubscribeState> {
  const email = String(formData.get(NEWSLETTER_FIELDS.email) ?? '');
  return answerInTime(subscribeToNewsletter(previous, formData), () => errorState(stalledMessage, email), window);
}

type SubscribeFormProps = NewsletterFormProps & {
  initialState: SubscribeState;
  /** Whether to send an address that the page before this load left to send again. */
  resumes: boolean;
  /** The page is loading again to send the address from the new deployment: the form stays as while it was sent. */
  reloading: boolean;
  /** Told the address of each submit that goes to the server. */
  onSend: (email: string) => void;
  /** Told when the form sends the address that the page before this load left to send again. */
  onResend: () => void;
};

/**
 * The form itself: the address checked as typed, sent through the server action, and the answer. NewsletterForm
 * (newsletter-form.tsx) mounts it and mounts it afresh after a submit that failed.
 */
export function SubscribeForm({ source, tone = 'dark', initialState, resumes, reloading, onSend, onResend }: SubscribeFormProps) {
  // The server action itself is the form's action, so the form posts without JavaScript; with it, every submit goes
  // through subscribeInTime, whose state is shown from the first one on.
  const [postedState, formAction, posting] = useActionState(subscribeToNewsletter, initialState);
  const [sentState, send, sending] = useActionState(subscribeInTime, initialState);
  const [sentByScript, setSentByScript] = useState(false);
  const state = sentByScript ? sentState : postedState;
  const isPending = posting || sending || reloading;
  const formRef = useRef<HTMLFormElement>(null);
  const [clientMessage, setClientMessage] = useState<string | null>(null);
  const inputId = useId();
  const messageId = useId();
  const copy = COPY[source];
  const colours = TONES[tone];
  const label = NEWSLETTER_SOURCES[source].analyticsLabel;
  const emailCheck = useEmailCheck();
  // Set when the schema could not be loaded, so the replayed submit goes straight to the server.
  const skipClientCheck = useRef(false);
  // The spec disables the field and button while the request is pending, which drops focus to <body> (a screen
  // reader loses its place): the control that had it gets it back with the result.
  const focusedAtSubmit = useRef<HTMLElement | null>(null);
  // Each submit renders its answer in a new node: a live region speaks only what changes, so the same refusal twice
  // (a second "Please enter your email address.") would otherwise be silent, and the visitor left unsure it was heard.
  const [submits, setSubmits] = useState(0);
  // The answer the form opened with: a page posted without JavaScript, or the form mounted afresh after a failed submit.
  const [openingState] = useState(state);

  useEffect(() => {
    if (isPending) return;
    const control = focusedAtSubmit.current;
    focusedAtSubmit.current = null;
    if (control?.isConnected && (document.activeElement === null || document.activeElement === document.body)) control.focus();
  }, [isPending]);

  useEffect(() => {
    if (state.status === 'success') trackEvent(ANALYTICS_EVENTS.newsletterSubscribe(label));
  }, [state, label]);

  // The address the page before this load submitted, refused as from an older deployment: sent again from here, from
  // the button the visitor pressed.
  useEffect(() => {
    const form = formRef.current;
    const email = form && resumes ? takeResubmit(window, source) : null;
    const input = form?.elements.namedItem(NEWSLETTER_FIELDS.email);
    if (!form || email === null || !(input instanceof HTMLInputElement)) return;
    onResend();
    input.value = email;
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    button?.focus();
    form.requestSubmit(button);
    // On mount only: the address is taken once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Instant feedback with the server's own schema; the server still checks everything.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    setSubmits((count) => count + 1);
    focusedAtSubmit.current = form.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
    const input = form.elements.namedItem(NEWSLETTER_FIELDS.email);
    if (!(input instanceof HTMLInputElement) || skipClientCheck.current) {
      skipClientCheck.current = false;
      if (input instanceof HTMLInputElement) onSend(input.value);
      sendForm(event, form);
      return;
    }
    const check = emailCheck.check();
    if (!check) {
      // The schema is still on its way: hold this submit and replay it once it is here.
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void emailCheck.load().then((loaded) => {
        skipClientCheck.current = loaded === null;
        form.requestSubmit(submitter instanceof HTMLElement && form.contains(submitter) ? submitter : undefined);
      });
      return;
    }
    const checked = check(input.value);
    if (!checked.ok) {
      event.preventDefault();
      setClientMessage(checked.message);
      return;
    }
    input.value = checked.email;
    onSend(checked.email);
    setClientMessage(null);
    sendForm(event, form);
  }

  // What React does for a form action (a transition, then the fields reset to the answer's), with subscribeInTime.
  function sendForm(event: FormEvent<HTMLFormElement>, form: HTMLFormElement) {
    event.preventDefault();
    const formData = new FormData(form);
    startTransition(() => {
      setSentByScript(true);
      requestFormReset(form);
      send(formData);
    });
  }

  const message = isPending ? '' : (clientMessage ?? state.message);
  const failed = !isPending && (clientMessage !== null || state.status === 'error');
  // Only a missing or malformed address is the field's fault; a refusal or a failed server leaves it valid.
  const addressAtFault = failed && ADDRESS_FAULTS.has(message);
  // The answer describes the field when it is about the field (a missing or malformed address), or when the form opened
  // with it: a live region filled before it is seen is never read, so the field, focused on mount, says it. Any other
  // answer is the live region's alone: as the description too, it would be read again as focus comes back to the field.
  const describesField = addressAtFault || (state === openingState && clientMessage === null && openingState.status !== 'idle');

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={handleSubmit}
      onFocus={emailCheck.preload}
      onPointerEnter={emailCheck.preload}
      noValidate
      aria-label={copy.formLabel}
      className="relative"
    >
      <div className="flex flex-wrap gap-2">
        {/* Shown, not only read out: the placeholder that says what to type is gone once typing starts (WCAG 3.3.2). */}
        <label htmlFor={inputId} className={`w-full text-sm font-medium ${colours.label}`}>
          Email address
        </label>
        <input
          id={inputId}
          name={NEWSLETTER_FIELDS.email}
          type="email"
          autoComplete="email"
          required
          placeholder={copy.placeholder}
          defaultValue={state.email}
          disabled={isPending}
          aria-invalid={addressAtFault || undefined}
          aria-describedby={describesField ? messageId : undefined}
          // A page that opens with an answer (the form posted without JavaScript) starts in the field, so a screen
          // reader says the answer, the field's description; a live region already filled when the page loads is
          // never spoken. React focuses only on mount: an answer with JavaScript keeps the focus where it was.
          autoFocus={state.status !== 'idle'}
          className={`min-h-11 min-w-0 flex-1 basis-52 rounded-md px-3.5 text-base focus:outline-2 focus:-outline-offset-2 disabled:opacity-70 ${colours.input}`}
        />
        <button
          type="submit"
          disabled={isPending}
          className="min-h-11 rounded-md bg-copper-700 px-5 text-sm font-semibold text-white shadow-sm transition-tint hover:bg-copper-600 disabled:cursor-not-allowed disabled:opacity-80"
        >
          {isPending ? SUBSCRIBING_LABEL : copy.submit}
        </button>
      </div>
      {/* Which form the address came from: recorded with the consent. */}
      <input type="hidden" name={NEWSLETTER_FIELDS.source} value={source} />
      {/* Honeypot: off-screen and out of the tab order, so only bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor={`${inputId}-website`}>Leave this field empty</label>
        <input id={`${inputId}-website`} name={NEWSLETTER_FIELDS.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p
        id={messageId}
        role="status"
        aria-live="polite"
        className={`mt-2 min-h-6 text-sm font-medium ${failed ? colours.error : colours.success}`}
      >
        <span key={submits}>{message}</span>
      </p>
    </form>
  );
}
