import { render } from '@testing-library/react';
import { reloadWhenOnline } from '@/lib/client-effects/reload-when-online';
import { ReloadWhenOnline } from '@/components/layout/reload-when-online';

// Another address than the real one: the component must take the offline page's address from the shared constant.
jest.mock('@/lib/service-worker/offline-page', () => ({ OFFLINE_PAGE: '/kept-offline' }));
jest.mock('@/lib/client-effects/reload-when-online', () => ({ reloadWhenOnline: jest.fn(() => () => {}) }));

describe('ReloadWhenOnline', () => {
  beforeEach(() => jest.mocked(reloadWhenOnline).mockClear());

  it('waits for the connection at the address of the page it stands in for', () => {
    window.history.pushState(null, '', '/offline');
    render(<ReloadWhenOnline />);
    expect(reloadWhenOnline).toHaveBeenCalledWith(window);
  });

  it("does nothing at the offline page's own address, as the service worker names it (OFFLINE_PAGE)", () => {
    window.history.pushState(null, '', '/kept-offline');
    render(<ReloadWhenOnline />);
    expect(reloadWhenOnline).not.toHaveBeenCalled();
  });
});
