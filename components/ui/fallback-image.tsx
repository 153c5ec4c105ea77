'use client';

import Image, { type ImageProps } from 'next/image';
import { useCallback, useState } from 'react';

export const FALLBACK_IMAGE_SRC = '/images/fallback.svg';

type FallbackImageProps = Omit<ImageProps, 'src' | 'onError'> & { src: string };

type LoadState = { src: string; stage: 'fallback' | 'hidden' } | null;

/**
 * An image that swaps to the site's fallback artwork when its source fails
 * (spec: industry detail), and hides itself if even that fails, leaving the
 * parent's patterned background rather than a broken-image icon. The parent
 * box fixes the aspect ratio, so neither swap shifts the layout. The ref check
 * catches an image that failed before hydration, when React was not yet listening.
 */
export function FallbackImage({ src, alt, className = '', ...props }: FallbackImageProps) {
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

  const currentSrc = stage === 'original' ? src : FALLBACK_IMAGE_SRC;
  return (
    <Image
      {...props}
      ref={stage === 'hidden' ? undefined : checkAlreadyFailed}
      src={currentSrc}
      alt={alt}
      data-image-state={stage}
      className={`${className} ${stage === 'hidden' ? 'invisible' : ''}`}
      // Our artwork is SVG, which the optimizer passes through unchanged; remote photos are optimised.
      unoptimized={currentSrc.endsWith('.svg')}
      onError={stage === 'hidden' ? undefined : onError}
    />
  );
}
