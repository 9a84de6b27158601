/**
 * How the elements' properties meet attributes: Lit converters that accept whatever a page or a
 * framework sets (strings, numbers, booleans) and never throw while reflecting. The values are read and
 * checked by config.ts, which turns a bad one into an explanation instead of an exception.
 */
import type { ComplexAttributeConverter } from 'lit';
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
