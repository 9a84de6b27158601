/** A page that declares itself dark gets the dark panels: the elements' `page-dark` custom state. */

/**
 * Does the page around `el` declare itself dark only (CSS `color-scheme: dark`, not `light dark`)? Such
 * a page gets the dark panels even when the reader's system is light, unless the element's
 * `color-scheme` attribute says otherwise. Read once per connection.
 */
function pageIsDark(el: Element): boolean {
  const around = el.parentElement ?? (el.getRootNode() as ShadowRoot).host ?? document.documentElement;
  if (!around || typeof getComputedStyle !== 'function') return false;
  const words = getComputedStyle(around).colorScheme.split(/\s+/);
  return words.includes('dark') && !words.includes('light');
}

/** Set the element's `page-dark` custom state (`:host(:state(page-dark))`) where the browser has custom states. */
function markPageDark(internals: ElementInternals | null, el: Element): void {
  const states = internals?.states;
  if (!states) return;
  try {
    if (pageIsDark(el)) states.add('page-dark');
    else states.delete('page-dark');
  } catch {
    /* a browser without custom states: the reader's setting and the attribute still apply */
  }
}

/**
 * Mark the element's `page-dark` state in the next frame, for an element just connected: the page's
 * colour scheme is read in the frame that first draws the element, whose style is computed for that
 * frame anyway, so connecting forces no style calculation of its own.
 */
export function markPageDarkNextFrame(internals: ElementInternals | null, el: Element): void {
  requestAnimationFrame(() => {
    if (el.isConnected) markPageDark(internals, el);
  });
}
