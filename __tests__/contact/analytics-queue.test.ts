import { ANALYTICS_EVENTS, trackEvent } from '@/lib/analytics';

describe('trackEvent before <Analytics /> has mounted', () => {
  beforeEach(() => {
    delete window.va;
    delete window.vaq;
  });

  it('queues the contact view event instead of dropping it', () => {
    trackEvent(ANALYTICS_EVENTS.consultationRequest);
    expect(window.vaq).toEqual([
      ['event', expect.objectContaining({ name: 'consultation_request', data: { category: 'lead_generation', label: 'contact_form' } })],
    ]);
  });

  it('leaves an existing tracker in place', () => {
    const existing = jest.fn();
    window.va = existing;
    trackEvent(ANALYTICS_EVENTS.consultationRequest);
    expect(window.va).toBe(existing);
    expect(existing).toHaveBeenCalledWith('event', expect.objectContaining({ name: 'consultation_request' }));
  });
});
