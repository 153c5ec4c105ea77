/** @jest-environment node */
import { NextRequest } from 'next/server';
import { GET as openConfirm } from '@/app/newsletter/confirm/open/route';
import { GET as getConfirmSubmit, POST as postConfirm } from '@/app/newsletter/confirm/submit/route';
import { GET as openUnsubscribe } from '@/app/newsletter/unsubscribe/open/route';
import { GET as getOneClick } from '@/app/newsletter/unsubscribe/one-click/route';
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
