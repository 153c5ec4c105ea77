/** RFC 8058's one field, as the List-Unsubscribe-Post header of every e-mail names it. */
export const ONE_CLICK_FIELD = { name: 'List-Unsubscribe', value: 'One-Click' } as const;

/** A mail program's one-click body is some 150 bytes, multipart included; a larger one is no one-click POST. */
const ONE_CLICK_BODY_MAX_BYTES = 4_096;

const FORM_TYPE = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

/** The request's body, or null when it is longer than `maxBytes` (read no further than that). */
async function boundedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      const body = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.byteLength;
      }
      return body;
    }
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

/**
 * The one field as a part of a multipart body read as text: RFC 8058's own example (§8.3, errata 5117 and 8927), which mail
 * programs copy, writes its delimiter lines without the two hyphens before the boundary, so a strict parser refuses it.
 */
const MULTIPART_FIELD = new RegExp(
  `content-disposition:[ \\t]*form-data;[^\\r\\n]*\\bname="${ONE_CLICK_FIELD.name}"[^\\r\\n]*\\r?\\n(?:[^\\r\\n]+\\r?\\n)*\\r?\\n[ \\t]*${ONE_CLICK_FIELD.value}[ \\t]*(?:\\r?\\n|$)`,
  'i',
);

/** Whether a multipart body holds the field: parsed as the standard has it, else read as the RFC's example writes it. */
async function multipartHolds(body: Uint8Array<ArrayBuffer>, type: string): Promise<boolean> {
  try {
    const form = await new Response(body, { headers: { 'content-type': type } }).formData();
    if (form.getAll(ONE_CLICK_FIELD.name).includes(ONE_CLICK_FIELD.value)) return true;
  } catch {
    // No standard multipart body: read it as text below.
  }
  return MULTIPART_FIELD.test(new TextDecoder().decode(body));
}

/**
 * True when the POST is RFC 8058's one-click unsubscription: a form body (multipart, as the RFC recommends, or
 * urlencoded) holding `List-Unsubscribe=One-Click`. That field is what tells a mail program's POST, made with its
 * reader's consent, from any other request to the address, such as a link scanner's. Space or a line break around
 * the value is no reason to keep a reader on the list.
 */
export async function isOneClickPost(request: Request): Promise<boolean> {
  const type = request.headers.get('content-type') ?? '';
  const form = FORM_TYPE.exec(type);
  if (!form) return false;
  const body = await boundedBody(request, ONE_CLICK_BODY_MAX_BYTES);
  if (!body) return false;
  if (form[1]!.toLowerCase() === 'multipart/form-data') return multipartHolds(body, type);
  const fields = new URLSearchParams(new TextDecoder().decode(body));
  return fields.getAll(ONE_CLICK_FIELD.name).some((value) => value.trim() === ONE_CLICK_FIELD.value);
}
