import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Where `next start` sends the newsletter's e-mail in the browser tests (playwright.config.ts). */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);

/**
 * A real SMTP server on loopback, as any provider would be to nodemailer: it accepts every message
 * and parses it with mailparser. Plain SMTP (no STARTTLS, no AUTH), as a local relay would be.
 */
export async function startSmtpServer(port = SMTP_PORT) {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    messages,
    /** The first message to `to`, waiting for it (the server sends after its response). */
    async waitFor(to: string, timeoutMs = 30_000): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((address) => address.address === to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No e-mail to ${to} within ${timeoutMs} ms (${messages.length} received).`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The links in a confirmation e-mail, read from its text part. */
export function linksIn(mail: ParsedMail) {
  const text = mail.text ?? '';
  const find = (path: string) => new RegExp(`(https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]{43})(?:\\s|$)`).exec(text)?.[1];
  // mailparser folds List-* headers into an object; the raw line is what a mail program reads.
  const header = rawHeader(mail, 'list-unsubscribe');
  return {
    confirm: find('/newsletter/confirm'),
    unsubscribe: find('/newsletter/unsubscribe'),
    oneClick: /<(https?:[^>]+)>/.exec(header)?.[1],
  };
}

/** A header as sent, unfolded, without its name. */
export function rawHeader(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name)?.line ?? '';
  return line.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim();
}
