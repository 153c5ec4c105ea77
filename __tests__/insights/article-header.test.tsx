import { render, screen } from '@testing-library/react';
import { ArticleHeader } from '@/components/insights/article-header';

const insight = {
  title: 'A title',
  excerpt: 'An excerpt.',
  category: 'Operations',
  date: '2025 Forecast',
  publishedAt: '2025-01-27',
  reviewedAt: '2026-11-22',
};

describe('ArticleHeader', () => {
  it('links the byline to the author card and shows the label, published and reviewed dates', () => {
    render(
      <ArticleHeader
        insight={insight}
        author={{ name: 'Marisol Vega', role: 'Principal, Operations Improvement' }}
        authorHref="/about#person-marisol-vega"
        readingMinutes={6}
      />,
    );
    const link = screen.getByRole('link', { name: 'Marisol Vega' });
    expect(link).toHaveAttribute('href', '/about#person-marisol-vega');
    expect(link).toHaveAttribute('rel', 'author');
    expect(screen.getByText(', Principal, Operations Improvement')).toBeInTheDocument();
    expect(screen.getByText('2025 Forecast')).toBeInTheDocument();
    expect(screen.getByText('Published January 27, 2025')).toHaveAttribute('datetime', '2025-01-27');
    expect(screen.getByText('Reviewed November 22, 2026')).toHaveAttribute('datetime', '2026-11-22');
    expect(screen.getByText(/6 min read/)).toBeInTheDocument();
  });
});
