import { isValidElement, type ReactElement } from 'react';
import { RaiseNotFound, ServerRenderedNotFound } from '@/components/ui/server-rendered-not-found';

describe('ServerRenderedNotFound', () => {
  it('raises the 404 from inside a Suspense boundary after its view', async () => {
    const element = ServerRenderedNotFound({ children: <h1>Gone</h1> }) as ReactElement<{ children: ReactElement[] }>;
    const [view, boundary] = element.props.children as unknown as [ReactElement, ReactElement<{ children: ReactElement }>];
    expect(isValidElement(view)).toBe(true);
    expect(boundary.props.children.type).toBe(RaiseNotFound);
    await expect(RaiseNotFound()).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});
