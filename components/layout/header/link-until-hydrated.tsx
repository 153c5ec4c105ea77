'use client';

import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

type LinkUntilHydratedProps = Omit<React.ComponentProps<'button'>, 'type' | 'ref'> & {
  /** Where the link leads until the scripts run, or if they never do: a place that offers what the button opens. */
  fallbackHref: string;
  /** The link's aria-current, as on any link to that page or its section. */
  fallbackCurrent?: 'page' | 'true';
  ref?: React.RefObject<HTMLButtonElement | null>;
};

/**
 * A button that is a plain link until React has hydrated it: without JavaScript, or while the scripts are on their way
 * or after one failed, a click leads somewhere (the link) rather than to a button that opens nothing. Once hydrated it
 * is a real button, so a modified or middle click, the context menu and forced colours treat it as one, and the
 * layout's link effects (the held click, the prefetch on intent) never see it. Only the link's href and aria-current,
 * and the button's own props, belong to one or the other; the class and content are the same, so nothing moves.
 */
export function LinkUntilHydrated({ fallbackHref, fallbackCurrent, ref, className, children, ...buttonProps }: LinkUntilHydratedProps) {
  // False while hydrating (the server's HTML), then true: React renders the button right after hydration.
  const hydrated = useSyncExternalStore(neverChanges, () => true, () => false);
  const ownRef = useRef<HTMLButtonElement>(null);
  const buttonRef = ref ?? ownRef;
  // The link is replaced, not changed: focus on it would drop to <body>, so the button takes it over.
  const linkHadFocus = useRef(false);
  useLayoutEffect(() => {
    if (hydrated && linkHadFocus.current) buttonRef.current?.focus();
  }, [hydrated, buttonRef]);

  if (!hydrated) {
    return (
      <a
        href={fallbackHref}
        aria-current={fallbackCurrent}
        className={className}
        // React detaches a removed element's ref before it leaves the document, while focus can still be seen on it.
        ref={(link) => () => {
          linkHadFocus.current = link !== null && link.ownerDocument.activeElement === link;
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <button ref={buttonRef} type="button" className={className} {...buttonProps}>
      {children}
    </button>
  );
}
