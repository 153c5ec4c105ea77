import '@testing-library/jest-dom';

// jsdom has no fetch. Components that fetch after hydration (the not-found pages' label lookup) meet a network that
// is down, as a browser offline would; a test that needs an answer mocks fetch itself.
if (typeof window !== 'undefined' && typeof globalThis.fetch !== 'function') {
  globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch: no network in unit tests'));
}
