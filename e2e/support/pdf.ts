import { inflateSync } from 'node:zlib';

/** What one page of a PDF paints: text (a TJ or Tj operator), an image or form (Do). */
export type PdfPage = { text: boolean; image: boolean };

/**
 * The pages of a PDF that Chromium wrote (Skia: plain objects, Flate-compressed content streams, pages in order), and
 * what each paints: enough to tell a blank page from a printed one without a PDF library.
 */
export function pdfPages(pdf: Buffer): PdfPage[] {
  const source = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const [, id, body] of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) objects.set(id!, body!);
  const stream = (id: string) => {
    const body = objects.get(id) ?? '';
    const start = body.indexOf('stream');
    if (start === -1) return '';
    const data = Buffer.from(body.slice(body.indexOf('\n', start) + 1, body.lastIndexOf('endstream')).replace(/\r?\n$/, ''), 'latin1');
    return (/\/FlateDecode/.test(body.slice(0, start)) ? inflateSync(data) : data).toString('latin1');
  };
  return [...objects.values()]
    .filter((body) => /\/Type\s*\/Page\b(?!s)/.test(body))
    .map((body) => {
      const contents = [...(/\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(body)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map(([, id]) => stream(id!)).join('\n');
      return { text: /\bT[Jj]\b/.test(contents), image: /\bDo\b/.test(contents) };
    });
}
