import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LinkUntilHydrated } from '@/components/layout/header/link-until-hydrated';

const toggle = (onClick = () => {}, ref?: React.RefObject<HTMLButtonElement | null>) => (
  <LinkUntilHydrated ref={ref} fallbackHref="/services" fallbackCurrent="page" className="menu" aria-expanded={false} aria-controls="menu" onClick={onClick}>
    Services
  </LinkUntilHydrated>
);

/** The server's HTML in the document, then hydrated; React's recoverable errors (a hydration mismatch) collected. */
async function hydrate(element: React.ReactElement, focusFirst = false) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  if (focusFirst) container.querySelector('a')!.focus();
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('LinkUntilHydrated', () => {
  it('is sent as a plain link: no role, no aria-expanded, nothing that says it opens a menu', () => {
    const html = renderToString(toggle());
    expect(html).toBe('<a href="/services" aria-current="page" class="menu">Services</a>');
  });

  it('becomes a button in the same place once hydrated, without a hydration error, and acts as one', async () => {
    const onClick = jest.fn();
    const ref = createRef<HTMLButtonElement>();
    const { container, errors } = await hydrate(toggle(onClick, ref));
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe('<button type="button" class="menu" aria-expanded="false" aria-controls="menu">Services</button>');
    expect(ref.current).toBe(container.firstChild);
    act(() => ref.current!.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('hands focus from the link to the button, so a visitor who reached it during the load keeps their place', async () => {
    const { container } = await hydrate(toggle(), true);
    expect(document.activeElement).toBe(container.querySelector('button'));
  });

  it('leaves focus alone when the link did not have it', async () => {
    await hydrate(toggle());
    expect(document.activeElement).toBe(document.body);
  });

  it('renders the button at once where the client renders alone (a client-side navigation)', () => {
    render(toggle());
    expect(screen.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
