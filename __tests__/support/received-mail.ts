import nodemailer from 'nodemailer';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { ComposedMail } from '@/lib/newsletter/mail/compose';

/**
 * A composed message as its recipient's mail program gets it: built by nodemailer with CRLF lines, as SMTP carries
 * it, then parsed by mailparser. `header(name)` is the raw header unfolded, `raw` the whole message.
 */
export async function asReceived(mail: ComposedMail) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail(mail);
  const raw = (info.message as Buffer).toString('utf8');
  const parsed: ParsedMail = await simpleParser(raw);
  const header = (name: string) =>
    parsed.headerLines
      .filter((line) => line.key === name.toLowerCase())
      .map((line) => line.line.slice(line.line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim());
  return { raw, parsed, envelope: info.envelope, header };
}
