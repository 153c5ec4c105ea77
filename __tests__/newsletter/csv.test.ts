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

  test('writes address, confirmation time, source and the reader’s two unsubscribe links, one row each, with a header', () => {
    const links = (token: string) => ({
      unsubscribeUrl: `https://www.platterivercg.com/newsletter/unsubscribe?token=${token}`,
      oneClickUrl: `https://www.platterivercg.com/newsletter/unsubscribe/one-click?token=${token}`,
    });
    const csv = subscribersCsv([
      { subscriberId: 1, email: 'jane@example.com', confirmedAt: new Date('2026-11-23T10:00:00Z'), source: 'footer', ...links('a1') },
      { subscriberId: 2, email: "o'brien@example.com", confirmedAt: null, source: null, ...links('b2') },
    ]);
    expect(csv).toBe(
      'email,confirmed_at,source,unsubscribe_url,one_click_unsubscribe_url\r\n' +
        'jane@example.com,2026-11-23T10:00:00.000Z,footer,https://www.platterivercg.com/newsletter/unsubscribe?token=a1,https://www.platterivercg.com/newsletter/unsubscribe/one-click?token=a1\r\n' +
        "o'brien@example.com,,,https://www.platterivercg.com/newsletter/unsubscribe?token=b2,https://www.platterivercg.com/newsletter/unsubscribe/one-click?token=b2\r\n",
    );
  });
});
