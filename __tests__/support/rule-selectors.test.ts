/** @jest-environment node */
import { elementsOf, selectorAlternatives } from '../../e2e/support/rule-selectors';

describe('the browser specs’ rule check: a rule’s selectors', () => {
  it('splits a list at its own commas, not at an escaped one or one inside parentheses', () => {
    expect(selectorAlternatives('*, ::after, ::before')).toEqual(['*', '::after', '::before']);
    expect(selectorAlternatives('.transition-\\[color\\,fill\\]')).toEqual(['.transition-\\[color\\,fill\\]']);
    expect(selectorAlternatives(':is(.a, .b) p, .c')).toEqual([':is(.a, .b) p', '.c']);
  });

  it('looks up the elements a rule is for, whatever their state or the part it styles', () => {
    expect(elementsOf('.hover\\:underline:hover')).toBe('.hover\\:underline');
    expect(elementsOf('.\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden::-webkit-details-marker')).toBe('.\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden');
    expect(elementsOf(':where(.space-y-2 > :not(:last-child))')).toBe(':where(.space-y-2 > :not(:last-child))');
    expect(elementsOf('.group:hover .group-hover\\:underline')).toBe('.group .group-hover\\:underline');
    expect(elementsOf(':focus-visible')).toBe('*');
    expect(elementsOf('.a > :hover')).toBe('.a > *');
  });

  it('asks a bare pseudo-element for the elements that have it, and leaves another engine’s pseudo-classes unjudged', () => {
    expect(elementsOf('::placeholder')).toBe('[placeholder]');
    expect(elementsOf('::-webkit-scrollbar')).toBeNull();
  });
});
