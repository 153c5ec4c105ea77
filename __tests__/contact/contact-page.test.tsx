import { render, screen, within } from '@testing-library/react';
import ContactPage, { metadata } from '@/app/contact/page';
import { LEAD_FORM_HEIGHT_PX } from '@/components/contact/lead-form-embed';
import { siteConfig } from '@/content/site-config';
import { contactContent } from '@/lib/content/pages';
import { absoluteUrl } from '@/lib/urls';

jest.mock('@/lib/analytics', () => ({ ...jest.requireActual('@/lib/analytics'), trackEvent: jest.fn() }));

const FORM_URL = 'https://forms.example.com/widget/form/abc123';
const original = process.env.NEXT_PUBLIC_LEAD_FORM_URL;

afterEach(() => {
  if (original === undefined) delete process.env.NEXT_PUBLIC_LEAD_FORM_URL;
  else process.env.NEXT_PUBLIC_LEAD_FORM_URL = original;
});

function renderPage(formUrl?: string) {
  if (formUrl === undefined) delete process.env.NEXT_PUBLIC_LEAD_FORM_URL;
  else process.env.NEXT_PUBLIC_LEAD_FORM_URL = formUrl;
  return render(<ContactPage />);
}

describe('/contact', () => {
  it('has the heading and the 24-hour promise', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByText(contactContent.contactIntro)).toHaveTextContent("we'll respond within 24 hours");
  });

  it('lists e-mail, phone, the Casper address and real social profiles', () => {
    renderPage(FORM_URL);
    const details = within(screen.getByRole('complementary', { name: 'Contact Details' }));
    expect(details.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
    expect(details.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
    expect(details.getByText(/Casper, WY 82609/)).toBeInTheDocument();

    const social = within(details.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social.map((a) => a.getAttribute('href'))).toEqual(siteConfig.social.map((s) => s.href));
    for (const link of social) expect(link.getAttribute('href')).not.toBe('#');
  });

  it('embeds the configured lead form in a titled frame 1064px tall', () => {
    renderPage(FORM_URL);
    expect(LEAD_FORM_HEIGHT_PX).toBe(1064);
    const frame = screen.getByTitle(/Consultation request form/) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', FORM_URL);
    expect(frame).toHaveAttribute('height', '1064');
    expect(frame.style.height).toBe('1064px');
    expect(screen.queryByTestId('lead-form-fallback')).not.toBeInTheDocument();
  });

  it('offers e-mail and phone instead of an empty frame when no form is configured', () => {
    renderPage();
    expect(document.querySelector('iframe')).toBeNull();
    const panel = within(screen.getByTestId('lead-form-fallback'));
    expect(panel.getByRole('link', { name: `E-mail ${siteConfig.email}` })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
    expect(panel.getByRole('link', { name: `Call ${siteConfig.phone.display}` })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
    // The page's promise holds on the only path it offers, which names no form that is not there.
    expect(screen.getByTestId('lead-form-fallback')).toHaveTextContent(siteConfig.responsePromise);
    expect(document.body).not.toHaveTextContent(/form below|not available/);
  });

  it("points 'Contact Our Team' at the focusable form section", () => {
    renderPage();
    const button = screen.getByRole('link', { name: 'Contact Our Team' });
    const target = document.getElementById(button.getAttribute('href')!.slice(1));
    expect(button.getAttribute('href')).toMatch(/^#.+/);
    expect(target).toBe(screen.getByRole('region', { name: 'Request a Consultation' }));
    expect(target).toHaveAttribute('tabindex', '-1');
  });

  it('lists the four FAQ as native disclosures, closed at first', () => {
    const { container } = renderPage();
    const details = Array.from(container.querySelectorAll('details'));
    expect(details).toHaveLength(4);
    details.forEach((item, index) => {
      const faq = contactContent.faqs[index]!;
      expect(item.open).toBe(false);
      expect(item.querySelector('summary')).toHaveTextContent(faq.question);
      expect(item).toHaveTextContent(faq.answer);
    });
  });

  it('publishes FAQPage and BreadcrumbList structured data', () => {
    const { container } = renderPage();
    const blocks = [...container.querySelectorAll('script[type="application/ld+json"]')].flatMap(
      (script): Record<string, unknown>[] => [JSON.parse(script.textContent!)].flat(),
    );
    expect(blocks.find((block) => block['@type'] === 'FAQPage')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: contactContent.faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    });
    expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Home' }, { name: 'Contact' }] });
  });

  it('has a canonical URL', () => {
    expect(metadata.alternates?.canonical).toBe(absoluteUrl('/contact'));
  });
});
