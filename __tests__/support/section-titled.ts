import { screen } from '@testing-library/react';

/**
 * The section a heading opens. Content sections carry no accessible name (a named one is a landmark, and screen
 * readers announced a page of them), so a test finds one by its heading, as a visitor does.
 */
export function sectionTitled(name: string | RegExp): HTMLElement {
  const section = screen.getByRole('heading', { name }).closest('section');
  if (!(section instanceof HTMLElement)) throw new Error(`No section opens with the heading ${String(name)}`);
  return section;
}
