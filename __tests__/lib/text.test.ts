import { countWords, readingMinutes, splitParagraphs } from '@/lib/text';

describe('splitParagraphs', () => {
  it('splits on blank lines, including lines holding only spaces and CRLF endings', () => {
    expect(splitParagraphs('One.\n\nTwo.\n   \nThree.\r\n\r\nFour.')).toEqual(['One.', 'Two.', 'Three.', 'Four.']);
  });

  it('joins single line breaks inside a paragraph and drops empty paragraphs', () => {
    expect(splitParagraphs('\n\nA line\ncontinues here.\n\n\n\n')).toEqual(['A line continues here.']);
  });
});

describe('countWords and readingMinutes', () => {
  it('counts whitespace-separated words', () => {
    expect(countWords('  Cut order-to-cash time by 31%.  ')).toBe(5);
    expect(countWords('')).toBe(0);
  });

  it('rounds reading time and never reports zero minutes', () => {
    expect(readingMinutes('word')).toBe(1);
    expect(readingMinutes(Array(230 * 4).fill('w').join(' '))).toBe(4);
  });
});
