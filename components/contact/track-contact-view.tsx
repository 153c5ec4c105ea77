'use client';

import { useEffect, useRef } from 'react';
import { ANALYTICS_EVENTS, trackEvent } from '@/lib/analytics';

/** Sends the contact page's view event (spec: Contact) once per visit to the page. */
export function TrackContactView() {
  // Strict Mode runs effects twice in development; the ref keeps it to one event.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    trackEvent(ANALYTICS_EVENTS.consultationRequest);
  }, []);

  return null;
}
