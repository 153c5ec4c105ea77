import { render, screen, within } from '@testing-library/react';
import { ArticleContents } from '@/components/insights/article-contents';
import { renderMarkdown } from '@/lib/markdown/render';

describe('ArticleContents', () => {
  it('lists the h2s of a long article, linked by their ids', () => {
    const { headings } = renderMarkdown('## Energy first\n\nText.\n\n## Customers next\n\nText.\n\n## Then the rules\n\nText.');
    render(<ArticleContents headings={headings} />);
    const nav = within(screen.getByRole('navigation', { name: 'In this article' }));
    expect(nav.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Energy first', '#energy-first'],
      ['Customers next', '#customers-next'],
      ['Then the rules', '#then-the-rules'],
    ]);
  });

  it('shows nothing for an article with fewer than three sections', () => {
    const { container } = render(<ArticleContents headings={renderMarkdown('## One\n\nText.\n\n## Two').headings} />);
    expect(container).toBeEmptyDOMElement();
  });
});
