/** @jest-environment node */
import { NextRequest } from 'next/server';
import { GET as openConfirm } from '@/app/newsletter/confirm/open/route';
import { GET as getConfirmSubmit, POST as postConfirm } from '@/app/newsletter/confirm/submit/route';
import { GET as openUnsubscribe } from '@/app/newsletter/unsubscribe/open/route';
import { GET as getOneClick, POST as postOneClick } from '@/app/newsletter/unsubscribe/one-click/route';
import { newsletterSetup } from '@/lib/newsletter/setup';
import { newToken } from '@/lib/newsletter/tokens';
import { prerenderedHtml } from '@/lib/prerendered-html';

jest.mock('@/lib/prerendered-html', () => ({ prerenderedHtml: jest.fn((file: string) => `<html>${file}</html>`) }));
jest.mock('@/lib/newsletter/setup', () => {
  const store = { tokenStatus: jest.fn(), confirm: jest.fn(), unsubscribe: jest.fn() };
  return { newsletterSetup: () => ({ store, warnings: { tryAcquire: () => false } }) };
});

const store = newsletterSetup().store as unknown as Record<'tokenStatus' | 'confirm' | 'unsubscribe', jest.Mock>;
const request = (path: string, token: string) => new NextRequest(`http://127.0.0.1${path}?token=${encodeURIComponent(token)}`);
const token = newToken();

beforeEach(() => jest.clearAllMocks());

describe.each([
  { purpose: 'confirm', open: openConfirm, path: '/newsletter/confirm', page: 'newsletter/confirm.html' },
  { purpose: 'unsubscribe', open: openUnsubscribe, path: '/newsletter/unsubscribe', page: 'newsletter/unsubscribe.html' },
] as const)('opening the $purpose link (app$path/open/route.ts)', ({ purpose, open, path, page }) => {
  it('answers a good link with its prerendered page, as the build wrote it, never cached, and changes nothing', async () => {
    store.tokenStatus.mockResolvedValueOnce('valid');
    const response = await open(request(`${path}/open`, token));
    expect(store.tokenStatus).toHaveBeenCalledWith(token, purpose);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(`<html>${page}</html>`);
    expect(jest.mocked(prerenderedHtml)).toHaveBeenCalledWith(page);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(store.confirm).not.toHaveBeenCalled();
    expect(store.unsubscribe).not.toHaveBeenCalled();
  });

  it.each([
    ['used', `${purpose}-link-used`],
    ['expired', `${purpose}-link-expired`],
    ['invalid', 'link-invalid'],
  ])('sends a link that is %s to /newsletter/%s', async (status, outcome) => {
    store.tokenStatus.mockResolvedValueOnce(status);
    const response = await open(request(`${path}/open`, token));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/newsletter/${outcome}`);
  });

  it('sends a failing store to the error page, and something that is no token to the invalid-link page unasked', async () => {
    store.tokenStatus.mockRejectedValueOnce(new Error('connection refused'));
    expect((await open(request(`${path}/open`, token))).headers.get('location')).toBe('/newsletter/link-error');
    expect((await open(request(`${path}/open`, 'not-a-token'))).headers.get('location')).toBe('/newsletter/link-invalid');
    expect(store.tokenStatus).toHaveBeenCalledTimes(1);
  });
});

describe('the confirmation button (app/newsletter/confirm/submit/route.ts)', () => {
  it('confirms on POST and shows what happened', async () => {
    store.confirm.mockResolvedValueOnce('confirmed').mockResolvedValueOnce('used');
    const first = await postConfirm(request('/newsletter/confirm/submit', token));
    expect(store.confirm).toHaveBeenCalledWith(token);
    expect(first.headers.get('location')).toBe('/newsletter/confirmed');
    expect((await postConfirm(request('/newsletter/confirm/submit', token))).headers.get('location')).toBe('/newsletter/confirm-link-used');
  });
});

describe.each([
  { name: 'confirmation', get: getConfirmSubmit, path: '/newsletter/confirm/submit', page: '/newsletter/confirm' },
  { name: 'one-click unsubscribe', get: getOneClick, path: '/newsletter/unsubscribe/one-click', page: '/newsletter/unsubscribe' },
] as const)('a GET of the $name address', ({ get, path, page }) => {
  it('acts on nothing and leads to the page with the button, token kept', async () => {
    const response = get(request(path, token));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${page}?token=${encodeURIComponent(token)}`);
    expect(store.confirm).not.toHaveBeenCalled();
    expect(store.unsubscribe).not.toHaveBeenCalled();
  });
});

describe('a POST to the one-click address (app/newsletter/unsubscribe/one-click/route.ts)', () => {
  const oneClickUrl = `http://127.0.0.1/newsletter/unsubscribe/one-click?token=${encodeURIComponent(token)}`;
  const post = (body: BodyInit | null, headers: Record<string, string> = {}) => postOneClick(new NextRequest(oneClickUrl, { method: 'POST', body, headers }));
  const multipart = () => {
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    return form;
  };
  const browser = { 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml' };

  it.each([
    ['urlencoded', () => post('List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' })],
    ['multipart, as RFC 8058 recommends', () => post(multipart())],
    // The RFC's own example (§8.3, errata 5117 and 8927), which mail programs copy: its delimiter lines lack the two hyphens
    // before the boundary that a strict multipart parser needs.
    [
      'multipart as RFC 8058’s example writes it',
      () =>
        post('---FormBoundaryjWmhtjORrn\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n---FormBoundaryjWmhtjORrn--\r\n', {
          'content-type': 'multipart/form-data; boundary=---FormBoundaryjWmhtjORrn',
        }),
    ],
    ['urlencoded with a closing line break', () => post('List-Unsubscribe=One-Click\r\n', { 'content-type': 'application/x-www-form-urlencoded' })],
  ])('from a mail program, %s with the one field: unsubscribes and answers in plain text, no redirect', async (_, send) => {
    store.unsubscribe.mockResolvedValueOnce('unsubscribed');
    const response = await send();
    expect(store.unsubscribe).toHaveBeenCalledWith(token);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('unsubscribed\n');
  });

  it('from the page’s button (a browser, the same field): unsubscribes and shows what happened', async () => {
    store.unsubscribe.mockResolvedValueOnce('unsubscribed');
    const response = await post('List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded', ...browser });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/newsletter/unsubscribed');
  });

  it.each([
    ['no body', null, {}],
    ['an empty form', '', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['another field', 'List-Unsubscribe=Yes', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['the field as plain text', 'List-Unsubscribe=One-Click', { 'content-type': 'text/plain' }],
    ['the field after 4 KiB of padding', `pad=${'x'.repeat(4_100)}&List-Unsubscribe=One-Click`, { 'content-type': 'application/x-www-form-urlencoded' }],
    ['a multipart type with no valid body', 'List-Unsubscribe=One-Click', { 'content-type': 'multipart/form-data; boundary=x' }],
    [
      'another value in the RFC example’s multipart',
      '---B\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nYes\r\n---B\r\nContent-Disposition: form-data; name="x"\r\n\r\nOne-Click\r\n---B--\r\n',
      { 'content-type': 'multipart/form-data; boundary=---B' },
    ],
  ])('with %s (a scanner, a prefetch): unsubscribes nobody and says why', async (_, body, headers) => {
    const response = await post(body, headers);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^not-one-click: the body must be List-Unsubscribe=One-Click/);
    expect(store.unsubscribe).not.toHaveBeenCalled();
  });

  it('without the field from a browser: unsubscribes nobody and leads to the page with the button, token kept', async () => {
    const response = await post(null, browser);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(store.unsubscribe).not.toHaveBeenCalled();
  });
});
