/** @jest-environment node */
import { leadFormUrl, parseLeadFormUrl } from '@/lib/lead-form';

describe('parseLeadFormUrl', () => {
  it('returns null when no form is configured', () => {
    expect(parseLeadFormUrl(undefined)).toBeNull();
    expect(parseLeadFormUrl('')).toBeNull();
    expect(parseLeadFormUrl('   ')).toBeNull();
  });

  it('accepts an https URL, trimmed', () => {
    expect(parseLeadFormUrl(' https://forms.example.com/widget/form/abc123 ')).toBe('https://forms.example.com/widget/form/abc123');
  });

  it.each(['http://forms.example.com/form', 'javascript:alert(1)', 'forms.example.com/form', 'ftp://forms.example.com'])(
    'rejects %s',
    (value) => {
      expect(() => parseLeadFormUrl(value)).toThrow(/NEXT_PUBLIC_LEAD_FORM_URL must be an https URL/);
    },
  );
});

describe('leadFormUrl', () => {
  const original = process.env.NEXT_PUBLIC_LEAD_FORM_URL;
  afterEach(() => {
    if (original === undefined) delete process.env.NEXT_PUBLIC_LEAD_FORM_URL;
    else process.env.NEXT_PUBLIC_LEAD_FORM_URL = original;
  });

  it('reads NEXT_PUBLIC_LEAD_FORM_URL', () => {
    process.env.NEXT_PUBLIC_LEAD_FORM_URL = 'https://forms.example.com/f/1';
    expect(leadFormUrl()).toBe('https://forms.example.com/f/1');
  });

  it('is null without the variable', () => {
    delete process.env.NEXT_PUBLIC_LEAD_FORM_URL;
    expect(leadFormUrl()).toBeNull();
  });

  it('fails loudly on a non-https value', () => {
    process.env.NEXT_PUBLIC_LEAD_FORM_URL = 'http://forms.example.com/f/1';
    expect(() => leadFormUrl()).toThrow(/https/);
  });
});
