/**
 * How the elements' properties meet attributes: Lit converters that accept whatever a page or a
 * framework sets (strings, numbers, booleans) and never throw while reflecting. The values are read and
 * checked by config.ts, which turns a bad one into an explanation instead of an exception.
 */
import { LitElement, type ComplexAttributeConverter } from 'lit';
import { readFlag, shortValue } from './config.ts';

/** Text properties: the attribute's text as is; any property value reflects as (short) text. */
export const textConverter: ComplexAttributeConverter<unknown> = {
  fromAttribute: (value) => value,
  toAttribute: (value) => (value === null || value === undefined ? null : shortValue(value)),
};

/**
 * On/off properties: the attribute present is on, except the text "false" (also "0", "off", "no"),
 * which Vue writes for `:paused="false"` before the element is defined. Reflects as present or absent.
 */
export const flagConverter: ComplexAttributeConverter<unknown> = {
  fromAttribute: (value) => {
    const r = readFlag('', value);
    return r.ok ? r.value : value;
  },
  toAttribute: (value) => {
    const r = readFlag('', value);
    return r.ok ? (r.value ? '' : null) : shortValue(value);
  },
};

/**
 * A Lit element that also reads lower-case spellings of camelCase attributes: what React 19
 * (`botDelay={40}`) and Vue (`:botDelay="40"`) write as an attribute while the element is not defined yet
 * (HTML lower-cases the name). The kebab-case attribute wins when both are set.
 */
export class AliasedElement extends LitElement {
  /**
   * Each lower-case alias with the property it sets, the attribute that wins over it, and the property's
   * value once the alias is removed.
   * @internal
   */
  static aliases: Readonly<Record<string, readonly [property: string, attribute: string, absent: unknown]>> = {};

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, ...Object.keys(this.aliases)];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    const alias = (this.constructor as typeof AliasedElement).aliases[name];
    if (!alias) return super.attributeChangedCallback(name, old, value);
    const [property, attribute, absent] = alias;
    if (!this.hasAttribute(attribute)) (this as unknown as Record<string, unknown>)[property] = value ?? absent;
  }
}

/**
 * Does the page around `el` declare itself dark only (CSS `color-scheme: dark`, not `light dark`)? Such
 * a page gets the dark panels even when the reader's system is light, unless the element's
 * `color-scheme` attribute says otherwise. Read once per connection.
 */
export function pageIsDark(el: Element): boolean {
  const around = el.parentElement ?? (el.getRootNode() as ShadowRoot).host ?? document.documentElement;
  if (!around || typeof getComputedStyle !== 'function') return false;
  const words = getComputedStyle(around).colorScheme.split(/\s+/);
  return words.includes('dark') && !words.includes('light');
}

/** Set the element's `page-dark` custom state (`:host(:state(page-dark))`) where the browser has custom states. */
export function markPageDark(internals: ElementInternals | null, el: Element): void {
  const states = internals?.states;
  if (!states) return;
  try {
    if (pageIsDark(el)) states.add('page-dark');
    else states.delete('page-dark');
  } catch {
    /* a browser without custom states: the reader's setting and the attribute still apply */
  }
}
