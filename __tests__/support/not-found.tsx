import { render } from '@testing-library/react';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { ServerRenderedNotFound } from '@/components/ui/server-rendered-not-found';

/**
 * An unknown slug must render its not-found view into the HTML and still
 * raise the 404 (see components/ui/server-rendered-not-found.tsx). Renders the
 * view and returns the rendered container.
 */
export function renderServerRenderedNotFound(element: ReactNode) {
  expect(isValidElement(element)).toBe(true);
  const wrapper = element as ReactElement<{ children: ReactNode }>;
  expect(wrapper.type).toBe(ServerRenderedNotFound);
  return render(<>{wrapper.props.children}</>);
}
