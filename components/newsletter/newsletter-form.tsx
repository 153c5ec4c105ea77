'use client';

import { unstable_isUnrecognizedActionError } from 'next/navigation';
import { Component, useRef, useState, type ReactNode } from 'react';
import { errorState, FORM_MESSAGES, IDLE_STATE } from '@/lib/newsletter/form-state';
import { keepForResubmit, reloadPage } from '@/lib/newsletter/resubmit-after-deploy';
import { SubscribeForm, type NewsletterFormProps } from './subscribe-form';

/** The one subscribe form (footer and insights). Works without JavaScript through the server action. */
export function NewsletterForm(props: NewsletterFormProps) {
  // The address last sent, and whether it was one that a page of an older deployment left to send again.
  const sent = useRef({ email: '', resent: false });
  const [reloadingWith, setReloadingWith] = useState<string | null>(null);
  // A page of an older deployment: its action is unknown to the server, so the page is loaded again, and the new page
  // sends the address (lib/newsletter/resubmit-after-deploy.ts). Once: a second refusal shows the error.
  const reloadToResubmit = (error: unknown) => {
    const { email, resent } = sent.current;
    if (!unstable_isUnrecognizedActionError(error) || resent || !keepForResubmit(window, props.source, email)) return false;
    setReloadingWith(email);
    reloadPage(window);
    return true;
  };
  // The remounted form keeps the address that was sent: a visitor on a failing connection tries again, not retypes.
  const failedState = (failures: number) =>
    reloadingWith !== null
      ? { ...IDLE_STATE, email: reloadingWith }
      : failures > 0
        ? errorState(FORM_MESSAGES.unexpected, sent.current.email)
        : IDLE_STATE;
  return (
    <SubmitFailureBoundary onFailure={reloadToResubmit}>
      {(failures) => (
        <SubscribeForm
          key={failures}
          {...props}
          initialState={failedState(failures)}
          // Only the form's first mount on a page: a form remounted after a failure has an address kept for the reload.
          resumes={failures === 0}
          reloading={reloadingWith !== null}
          onSend={(email) => (sent.current.email = email)}
          onResend={() => (sent.current.resent = true)}
        />
      )}
    </SubmitFailureBoundary>
  );
}

type BoundaryProps = {
  children: (failures: number) => ReactNode;
  /** True when the failure is handled by loading the page again. */
  onFailure: (error: unknown) => boolean;
};

/**
 * If the submit itself fails (network down, server unreachable), React rethrows it during render.
 * This catches it and remounts the form showing the spec's "unexpected error" message, or, while the page loads again
 * to send the address from a newer deployment, as it was while sending.
 */
class SubmitFailureBoundary extends Component<BoundaryProps, { caught: boolean; failures: number }> {
  state = { caught: false, failures: 0 };

  static getDerivedStateFromError() {
    return { caught: true };
  }

  componentDidCatch(error: unknown) {
    if (!this.props.onFailure(error)) console.error('[newsletter] submit failed', error);
    this.setState((previous) => ({ caught: false, failures: previous.failures + 1 }));
  }

  render() {
    return this.state.caught ? null : this.props.children(this.state.failures);
  }
}
