/** The elements' base class: a LitElement that also takes the attribute spellings frameworks write early. */
import { LitElement } from 'lit';

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
