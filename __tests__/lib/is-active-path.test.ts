import { isActivePath } from '@/lib/is-active-path';

describe('isActivePath', () => {
  it('matches home only on the home page', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/about', '/')).toBe(false);
  });

  it('matches a section on its pages but not on look-alike paths', () => {
    expect(isActivePath('/insights', '/insights')).toBe(true);
    expect(isActivePath('/insights/vr-workplace-2025', '/insights')).toBe(true);
    expect(isActivePath('/insightsx', '/insights')).toBe(false);
  });
});
