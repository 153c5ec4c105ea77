/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import OfflinePage from '@/app/offline/page';

/*
 * What the offline page promises the visitor, against what the code does: the page carries ReloadWhenOnline, which
 * starts the reloads everywhere but at the offline page's own address (__tests__/layout/reload-when-online.test.tsx);
 * the reload itself, once the page's server answers, is in __tests__/lib/reload-when-online.test.ts.
 */

// A client component renders nothing on the server: a marker shows where the page places it.
jest.mock('@/components/layout/reload-when-online', () => ({ ReloadWhenOnline: () => '[reload when online]' }));

test('the offline page says the page it stands in for loads by itself once the connection returns, and carries the reload that does it', () => {
  const html = renderToStaticMarkup(OfflinePage());
  expect(html).toContain('This page has not been saved on your device yet. It will load by itself when your connection returns.');
  expect(html).toContain('[reload when online]');
});
