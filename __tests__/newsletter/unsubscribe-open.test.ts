/** @jest-environment node */
import { NextRequest } from 'next/server';
import { GET } from '@/app/newsletter/unsubscribe/open/route';
import { unsubscribeLinkStatus } from '@/lib/newsletter/links';
import { prerenderedHtml } from '@/lib/prerendered-html';
import { UNSUBSCRIBE_PAGE_HTML } from '@/lib/prerendered-readers.mjs';

jest.mock('@/lib/prerendered-html', () => ({ prerenderedHtml: jest.fn(() => '<html>the prerendered page</html>') }));
jest.mock('@/lib/newsletter/links', () => ({
  ...jest.requireActual('@/lib/newsletter/links'),
  unsubscribeLinkStatus: jest.fn(),
}));

const status = jest.mocked(unsubscribeLinkStatus);
const open = (token: string) => GET(new NextRequest(`http://127.0.0.1/newsletter/unsubscribe/open?token=${token}`));

describe('opening the unsubscribe link (app/newsletter/unsubscribe/open/route.ts)', () => {
  it('answers a good link with the prerendered page, as the build wrote it, never cached', async () => {
    status.mockResolvedValueOnce('valid');
    const response = await open('good');
    expect(status).toHaveBeenCalledWith('good');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<html>the prerendered page</html>');
    expect(jest.mocked(prerenderedHtml)).toHaveBeenCalledWith(UNSUBSCRIBE_PAGE_HTML);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each(['unsubscribe-link-used', 'unsubscribe-link-expired', 'link-invalid', 'link-error'] as const)(
    'sends a link that is %s to the page that says so',
    async (outcome) => {
      status.mockResolvedValueOnce(outcome);
      const response = await open('other');
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/newsletter/${outcome}`);
    },
  );
});
