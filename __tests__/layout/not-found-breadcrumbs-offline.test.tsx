import { act, render, screen } from '@testing-library/react';
import { NotFoundBreadcrumbs } from '@/components/layout/not-found-breadcrumbs';
import { breadcrumbLabels } from '@/lib/content/navigation';

// A file of its own: the component keeps the lookup it fetched for the rest of the visit (its module's state), and
// this test needs a module that has fetched nothing yet.
jest.mock('next/navigation', () => ({ usePathname: () => '/insights/vr-workplace-2025/notes' }));

const browserFetch = globalThis.fetch;
afterAll(() => {
  globalThis.fetch = browserFetch;
});

it('without the label lookup (offline, a failed request) humanises every segment, and the next view asks again', async () => {
  const fetchLabels = jest
    .fn()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce({ ok: true, status: 200, json: async () => breadcrumbLabels });
  globalThis.fetch = fetchLabels;

  const { unmount } = await act(async () => render(<NotFoundBreadcrumbs />));
  expect(await screen.findByRole('link', { name: 'Vr Workplace 2025' })).toHaveAttribute('href', '/insights/vr-workplace-2025');
  expect(screen.getByText('Notes')).toHaveAttribute('aria-current', 'page');
  unmount();

  await act(async () => {
    render(<NotFoundBreadcrumbs />);
  });
  expect(await screen.findByRole('link', { name: breadcrumbLabels['vr-workplace-2025'] })).toHaveAttribute('href', '/insights/vr-workplace-2025');
  expect(fetchLabels).toHaveBeenCalledTimes(2);
});
