import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../mail-config';
import type { ComposedMail } from './compose';

/** Sends one message, or throws. `location` is where the development outbox wrote it. */
export type Mailer = { readonly description: string; send(mail: ComposedMail): Promise<{ location?: string }> };

/** A server that does not answer in these times counts as a failure; the message stays queued. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** The mailer for the configuration, or null where no e-mail can go (production without SMTP). */
export function createMailer(config: MailConfig): Mailer | null {
  switch (config.kind) {
    case 'smtp': {
      const transport = nodemailer.createTransport({ url: config.url, ...SMTP_TIMEOUTS });
      return {
        description: `SMTP (${new URL(config.url).host})`,
        async send(mail) {
          await transport.sendMail(mail);
          return {};
        },
      };
    }
    case 'outbox': {
      // nodemailer builds the whole message (MIME, headers, both parts) and hands it back instead of sending it.
      const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      return {
        description: `development outbox (${config.dir})`,
        async send(mail) {
          const info = await transport.sendMail(mail);
          await mkdir(config.dir, { recursive: true });
          const location = path.join(config.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
          await writeFile(location, info.message as Buffer);
          return { location };
        },
      };
    }
    case 'unavailable':
      return null;
  }
}
