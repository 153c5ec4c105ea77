import { getImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { INLINE_ARTWORK, isInlinableArtwork } from '@/lib/performance/inline-artwork.mjs';
import { FallbackImage } from './fallback-image';

type MediaFrameProps = {
  src: string;
  alt: string;
  /** Tailwind aspect class; the box reserves the space before the image loads. */
  aspect?: string;
  sizes: string;
  /** The first screen's image: fetched early and at high priority. */
  preload?: boolean;
  /** A phone's largest paint: one of our SVG artworks is written into the prerendered page (lib/performance/inline-artwork.mjs). */
  inline?: boolean;
  className?: string;
};

/** SVG artwork passes through the optimizer unchanged; remote photos are resized by it. */
const needsNoOptimizing = (src: string) => new URL(src, 'https://site.invalid').pathname.endsWith('.svg');

/** A fixed-ratio image box with the brand's contour background behind the picture. */
export function MediaFrame({ src, alt, aspect = 'aspect-[3/2]', sizes, preload = false, inline = false, className = '' }: MediaFrameProps) {
  const inlined = inline && isInlinableArtwork(src);
  // next/image's attributes (srcset through the optimizer, lazy loading, the fill styles) worked out here on the
  // server, so the browser gets a plain <img> and no image component to hydrate.
  // An inlined artwork is the first screen's picture: lazy, it would wait for layout to find it near the viewport.
  const { props } = getImageProps({ src, alt, fill: true, sizes, unoptimized: needsNoOptimizing(src), loading: preload || inlined ? 'eager' : undefined });
  // What next/image's `preload` did: a <link rel="preload"> in the head, written by React on the server.
  if (preload && !inlined) {
    preloadResource(props.src, { as: 'image', fetchPriority: 'high', imageSrcSet: props.srcSet, imageSizes: props.sizes });
  }
  return (
    <div
      className={`relative overflow-hidden bg-navy-800 bg-media-glow ${aspect} ${className}`}
    >
      <FallbackImage {...props} {...(inlined ? INLINE_ARTWORK : {})} alt={alt} fetchPriority={preload ? 'high' : undefined} className="object-cover" />
    </div>
  );
}
