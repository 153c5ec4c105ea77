/** @jest-environment node */
import { csvCell, subscribersCsv } from '@/lib/newsletter/csv';

describe('the subscriber export (CSV)', () => {
  test.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1@example.com', "'+1@example.com"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('a cell that starts like a formula is text: %j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  test('commas, quotes and line breaks are quoted; plain values are left alone', () => {
    expect(csvCell('jane@example.com')).toBe('jane@example.com');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  test('writes address, confirmation time and source, one row each, with a header', () => {
    const csv = subscribersCsv([
      { email: 'jane@example.com', confirmedAt: new Date('2026-11-23T10:00:00Z'), source: 'footer' },
      { email: "o'brien@example.com", confirmedAt: null, source: null },
    ]);
    expect(csv).toBe('email,confirmed_at,source\r\njane@example.com,2026-11-23T10:00:00.000Z,footer\r\no\'brien@example.com,,\r\n');
  });
});
