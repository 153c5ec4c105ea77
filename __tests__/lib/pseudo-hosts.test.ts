/** @jest-environment node */
import { pseudoHosts } from '@/lib/performance/pseudo-hosts.mjs';

describe('pseudoHosts', () => {
  it('names the elements a bare pseudo-element or a browser-only pseudo-class can style', () => {
    expect(pseudoHosts('::placeholder')).toBe('[placeholder]');
    expect(pseudoHosts('::-webkit-search-decoration')).toBe('input[type=search]');
    expect(pseudoHosts('::-webkit-datetime-edit-year-field')).toContain('input[type=date]');
    expect(pseudoHosts(':-moz-focusring:where(:not(iframe))')).toContain('button');
    expect(pseudoHosts(':-moz-ui-invalid')).toBe('input,select,textarea');
  });

  it('has nothing to say of a selector that names elements itself, or of a state any element can be in', () => {
    expect(pseudoHosts('.placeholder\\:text-ink-soft::placeholder')).toBeNull();
    expect(pseudoHosts(':root')).toBeNull();
    expect(pseudoHosts(':focus-visible')).toBeNull();
    expect(pseudoHosts(':where(.space-y-2>:not(:last-child))')).toBeNull();
    expect(pseudoHosts('::-webkit-datetime')).toBeNull();
  });
});
