import { fireEvent, render, screen } from '@testing-library/react';
import { MediaFrame } from '@/components/ui/media-frame';
import { FALLBACK_IMAGE_SRC } from '@/components/ui/fallback-image';

describe('MediaFrame', () => {
  it('renders our SVG artwork as a plain lazy <img> that fills the frame, with no srcset', () => {
    render(<MediaFrame src="/images/insights/vr-workplace-2025.svg" alt="Artwork" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Artwork' });
    expect(img).toHaveAttribute('src', '/images/insights/vr-workplace-2025.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img.style.position).toBe('absolute');
    expect(img.style.width).toBe('100%');
  });

  it('marks an artwork to be written into the page by the build, keeps its URL for React, and never makes it lazy', () => {
    render(<MediaFrame src="/images/industries/manufacturing.svg" alt="Inline" sizes="100vw" inline />);
    const img = screen.getByRole('img', { name: 'Inline' });
    expect(img).toHaveAttribute('data-inline-artwork', '');
    expect(img).toHaveAttribute('src', '/images/industries/manufacturing.svg');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('leaves a photo asked to be inlined a lazy URL, unmarked (only our SVG artworks go into the page)', () => {
    render(<MediaFrame src="https://images.unsplash.com/photo-1?fm=jpg" alt="Photo" sizes="100vw" inline />);
    const img = screen.getByRole('img', { name: 'Photo' });
    expect(img).not.toHaveAttribute('data-inline-artwork');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('sends a remote photo through the image optimizer, sized by `sizes`', () => {
    render(<MediaFrame src="https://images.unsplash.com/photo-1?fm=jpg" alt="Photo" sizes="(min-width: 1024px) 33vw, 100vw" />);
    const img = screen.getByRole('img', { name: 'Photo' });
    expect(img.getAttribute('src')).toMatch(/^\/_next\/image\?url=https%3A%2F%2Fimages\.unsplash\.com%2Fphoto-1/);
    expect(img.getAttribute('srcset')).toMatch(/\/_next\/image\?url=.* 640w/);
    expect(img).toHaveAttribute('sizes', '(min-width: 1024px) 33vw, 100vw');
  });

  it('loads the first screen’s image eagerly and at high priority', () => {
    render(<MediaFrame src="/images/insights/vr-workplace-2025.svg" alt="Artwork" sizes="100vw" preload />);
    const img = screen.getByRole('img', { name: 'Artwork' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('swaps a failed image for the fallback artwork, then hides it if that fails too', () => {
    render(<MediaFrame src="https://images.unsplash.com/photo-1?fm=jpg" alt="Photo" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Photo' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', FALLBACK_IMAGE_SRC);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('data-image-state', 'fallback');
    fireEvent.error(img);
    expect(img).toHaveAttribute('data-image-state', 'hidden');
    expect(img).toHaveClass('invisible');
  });
});
