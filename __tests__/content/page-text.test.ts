/** @jest-environment node */
import { differences } from '../../scripts/content/page-text.mjs';

const page = (route: string, lines: string[]) => [`=== ${route}`, 'title: T', 'search index: yes', ...lines, ''].join('\n');

describe('check:page-text reports what changed on a page', () => {
  it('shows added lines as well as removed ones, each side cut at three with the count of the rest', () => {
    const before = page('/about', ['Intro', 'a1', 'a2', 'a3', 'a4', 'a5', 'Outro']);
    const after = page('/about', ['Intro', 'b1', 'b2', 'b3', 'b4', 'Outro']);
    expect(differences(before, after)).toEqual([
      '=== /about:',
      '  - a1',
      '  - a2',
      '  - a3',
      '  … 2 more removed lines',
      '  + b1',
      '  + b2',
      '  + b3',
      '  … 1 more added line',
    ]);
  });

  it('shows a line added where the page already has the same line (a repeated paragraph)', () => {
    const before = page('/contact', ['Call us', 'Write to us']);
    const after = page('/contact', ['Call us', 'Write to us', 'Call us']);
    expect(differences(before, after)).toEqual(['=== /contact:', '  + Call us']);
  });

  it('says when the same lines only moved', () => {
    const before = page('/', ['One', 'Two']);
    const after = page('/', ['Two', 'One']);
    expect(differences(before, after)).toEqual(['=== /:', '  - Two', '  + Two', '  (the same lines in another order)']);
  });

  it('names new and removed pages, and nothing for equal ones', () => {
    expect(differences(page('/a', ['x']), page('/b', ['x']))).toEqual(['=== /a: page gone', '=== /b: new page']);
    expect(differences(page('/a', ['x']), page('/a', ['x']))).toEqual([]);
  });
});
