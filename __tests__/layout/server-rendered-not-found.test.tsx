import { isValidElement, type ReactElement } from 'react';
import { AdoptedNoIndex } from '@/components/seo/adopted-noindex';
import { RaiseNotFound, ServerRenderedNotFound } from '@/components/ui/server-rendered-not-found';

describe('ServerRenderedNotFound', () => {
  it('raises the 404 from inside a Suspense boundary after its view, holding the noindex tag while the view shows', async () => {
    const element = ServerRenderedNotFound({ children: <h1>Gone</h1> }) as ReactElement<{ children: ReactElement[] }>;
    const [view, robots, boundary] = element.props.children as unknown as [ReactElement, ReactElement, ReactElement<{ children: ReactElement }>];
    expect(isValidElement(view)).toBe(true);
    // The browser suite counts the tags (e2e/unknown-paths.spec.ts): one before hydration and after it.
    expect(robots.type).toBe(AdoptedNoIndex);
    expect(boundary.props.children.type).toBe(RaiseNotFound);
    await expect(RaiseNotFound()).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});
