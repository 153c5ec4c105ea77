'use client';

import { useCallback, useState, type ImgHTMLAttributes } from 'react';

export const FALLBACK_IMAGE_SRC = '/images/fallback.svg';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError' | 'alt'> & { src: string; alt: string };

type LoadState = { src: string; stage: 'fallback' | 'hidden' } | null;

/**
 * An image that swaps to the site's fallback artwork when its source fails
 * (spec: industry detail), and hides itself if even that fails, leaving the
 * parent's patterned background rather than a broken-image icon. The parent
 * box fixes the aspect ratio, so neither swap shifts the layout. The ref check
 * catches an image that failed before hydration, when React was not yet listening.
 * A plain <img>: MediaFrame computes next/image's attributes on the server
 * (getImageProps), so next/image's own client code (about 5 KiB gzipped) never ships.
 */
export function FallbackImage({ src, srcSet, alt, className = '', ...props }: FallbackImageProps) {
  const [state, setState] = useState<LoadState>(null);
  const stage = state?.src === src ? state.stage : 'original';

  const onError = useCallback(
    () => setState({ src, stage: stage === 'original' ? 'fallback' : 'hidden' }),
    [src, stage],
  );
  const checkAlreadyFailed = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.currentSrc !== '') onError();
    },
    [onError],
  );

  const original = stage === 'original';
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's, from getImageProps in MediaFrame
    <img
      {...props}
      ref={stage === 'hidden' ? undefined : checkAlreadyFailed}
      src={original ? src : FALLBACK_IMAGE_SRC}
      srcSet={original ? srcSet : undefined}
      alt={alt}
      data-image-state={stage}
      className={`${className} ${stage === 'hidden' ? 'invisible' : ''}`}
      onError={stage === 'hidden' ? undefined : onError}
    />
  );
}
