import { ariaCurrentFor, isActivePath } from '@/lib/is-active-path';

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

describe('ariaCurrentFor', () => {
  it('says "page" on the link\'s own page and "true" below it in its section', () => {
    expect(ariaCurrentFor('/insights', '/insights')).toBe('page');
    expect(ariaCurrentFor('/insights/vr-workplace-2025', '/insights')).toBe('true');
    expect(ariaCurrentFor('/insightsx', '/insights')).toBeUndefined();
    expect(ariaCurrentFor('/about', '/')).toBeUndefined();
    expect(ariaCurrentFor('/', '/')).toBe('page');
  });
});
