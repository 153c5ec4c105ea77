import { NEWSLETTER_MESSAGES } from './messages';

/** What the server action returns and the form renders; plain data so it survives a no-JavaScript post. */
export type SubscribeState = {
  status: 'idle' | 'success' | 'error';
  message: string;
  /** The address to show in the field again: the trimmed input after a failure, empty after success. */
  email: string;
};

/** Field names shared by the form and the action. `website` is the honeypot: people never see it, bots fill it. */
export const NEWSLETTER_FIELDS = { email: 'email', honeypot: 'website' } as const;

export const IDLE_STATE: SubscribeState = { status: 'idle', message: '', email: '' };

export const successState = (): SubscribeState => ({ status: 'success', message: NEWSLETTER_MESSAGES.success, email: '' });

export const errorState = (message: string, email = ''): SubscribeState => ({ status: 'error', message, email });
