import { FallbackImage } from './fallback-image';

type MediaFrameProps = {
  src: string;
  alt: string;
  /** Tailwind aspect class; the box reserves the space before the image loads. */
  aspect?: string;
  sizes: string;
  /** The first screen's image: fetched early and at high priority (`preload` of next/image; `priority` before Next 16). */
  preload?: boolean;
  className?: string;
};

/** A fixed-ratio image box with the brand's contour background behind the picture. */
export function MediaFrame({ src, alt, aspect = 'aspect-[3/2]', sizes, preload = false, className = '' }: MediaFrameProps) {
  return (
    <div
      className={`relative overflow-hidden bg-navy-800 bg-[radial-gradient(circle_at_20%_30%,#1f4661_0,transparent_55%),radial-gradient(circle_at_80%_80%,#0e6e74_0,transparent_50%)] ${aspect} ${className}`}
    >
      <FallbackImage src={src} alt={alt} fill sizes={sizes} preload={preload} fetchPriority={preload ? 'high' : undefined} className="object-cover" />
    </div>
  );
}
