import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { TrackContactView } from '@/components/contact/track-contact-view';
import { trackEvent } from '@/lib/analytics';

jest.mock('@/lib/analytics', () => ({
  ...jest.requireActual('@/lib/analytics'),
  trackEvent: jest.fn(),
}));

const trackEventMock = jest.mocked(trackEvent);

describe('TrackContactView', () => {
  beforeEach(() => trackEventMock.mockClear());

  it('sends the consultation_request event once when the page is viewed', () => {
    const { rerender, container } = render(<TrackContactView />);
    rerender(<TrackContactView />);

    expect(trackEventMock).toHaveBeenCalledTimes(1);
    expect(trackEventMock).toHaveBeenCalledWith({ action: 'consultation_request', category: 'lead_generation', label: 'contact_form' });
    expect(container).toBeEmptyDOMElement();
  });

  it('sends it once under Strict Mode, which runs effects twice in development', () => {
    render(
      <StrictMode>
        <TrackContactView />
      </StrictMode>,
    );
    expect(trackEventMock).toHaveBeenCalledTimes(1);
  });
});
