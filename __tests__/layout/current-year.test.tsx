import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CurrentYear } from '@/components/layout/current-year';

describe('CurrentYear', () => {
  afterEach(() => jest.useRealTimers());

  it('is prerendered with the build year, then shows the year of the visitor when it is later, without a hydration error', async () => {
    const html = renderToString(<CurrentYear builtIn={2026} />);
    expect(html).toBe('2026');

    jest.useFakeTimers({ now: new Date('2027-01-01T09:00:00Z') });
    const container = document.createElement('p');
    container.innerHTML = html;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <CurrentYear builtIn={2026} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.textContent).toBe('2027');
    expect(errors).toEqual([]);
  });
});
