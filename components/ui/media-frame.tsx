import { getImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { FallbackImage } from './fallback-image';

type MediaFrameProps = {
  src: string;
  alt: string;
  /** Tailwind aspect class; the box reserves the space before the image loads. */
  aspect?: string;
  sizes: string;
  /** The first screen's image: fetched early and at high priority. */
  preload?: boolean;
  className?: string;
};

/** SVG artwork and data: URLs pass through the optimizer unchanged; remote photos are resized by it. */
const needsNoOptimizing = (src: string) => src.startsWith('data:') || new URL(src, 'https://site.invalid').pathname.endsWith('.svg');

/** A fixed-ratio image box with the brand's contour background behind the picture. */
export function MediaFrame({ src, alt, aspect = 'aspect-[3/2]', sizes, preload = false, className = '' }: MediaFrameProps) {
  // next/image's attributes (srcset through the optimizer, lazy loading, the fill styles) worked out here on the
  // server, so the browser gets a plain <img> and no image component to hydrate.
  const { props } = getImageProps({ src, alt, fill: true, sizes, unoptimized: needsNoOptimizing(src), loading: preload ? 'eager' : undefined });
  // What next/image's `preload` did: a <link rel="preload"> in the head, written by React on the server.
  if (preload && !src.startsWith('data:')) {
    preloadResource(props.src, { as: 'image', fetchPriority: 'high', imageSrcSet: props.srcSet, imageSizes: props.sizes });
  }
  return (
    <div
      className={`relative overflow-hidden bg-navy-800 bg-[radial-gradient(circle_at_20%_30%,#1f4661_0,transparent_55%),radial-gradient(circle_at_80%_80%,#0e6e74_0,transparent_50%)] ${aspect} ${className}`}
    >
      <FallbackImage {...props} alt={alt} fetchPriority={preload ? 'high' : undefined} className="object-cover" />
    </div>
  );
}
