// The embed build's own steps (packages/board/scripts/build.ts): squeezing Lit templates (only template
// text goes, never a string, a `${}` hole or a custom property's value) and the license notice.
import { describe, expect, it } from 'vitest';
import { licenseNotice, squeezeCss, squeezeTemplates } from '../scripts/build.ts';

describe('squeezeTemplates', () => {
  it('turns each whitespace run with a line break in html and svg templates into one space', () => {
    const source = 'const a = html`<p class="x">\n    ${b ? html`<b>\n  hi\n</b>` : "keep\\n   this"}\n  </p>`;\nconst s = svg`<g>\n  <circle r="4" />\n</g>`;';
    expect(squeezeTemplates(source)).toBe('const a = html`<p class="x"> ${b ? html`<b> hi </b>` : "keep\\n   this"} </p>`;\nconst s = svg`<g> <circle r="4" /> </g>`;');
  });

  it('leaves other templates, strings and spaces on one line as they are', () => {
    const source = 'const t = `a\n   b`;\nconst u = other`x\n  y`;\nconst h = html`<i>a  b</i>`;\nconst n: number = 1;';
    expect(squeezeTemplates(source)).toBe(source);
  });

  it('squeezes css templates, keeping one space where a hole may need it', () => {
    expect(squeezeTemplates('export const s = css`\n  .a {\n    margin: 0.5em;\n  }\n`;')).toBe('export const s = css`.a{margin:.5em}`;');
    expect(squeezeTemplates('const d = css`\n  :host(${a}) {\n    ${b}\n  }\n  .x ${c} .y {}\n`;')).toBe('const d = css`:host(${a}){${b}}.x ${c} .y{}`;');
  });
});

describe('squeezeCss', () => {
  it('drops comments and whitespace and shortens numbers and colours', () => {
    expect(squeezeCss('/* c */ .a > .b ,\n .c { color: #ffffff; opacity: 0.55; width: 10.5em; }')).toBe('.a>.b,.c{color:#fff;opacity:.55;width:10.5em}');
  });

  it('keeps custom properties as written, since a page may read them back', () => {
    expect(squeezeCss(':host { --x-radius: 0.5em; --x-on: #ffffff; color: #000000 }')).toBe(':host{--x-radius:0.5em;--x-on:#ffffff;color:#000}');
  });
});

describe('licenseNotice', () => {
  const legal = `Bundled license information:

lit-html/lit-html.js:
@lit/context/lib/decorators/provide.js:
  /**
   * @license
   * Copyright 2017 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   */

@lit/reactive-element/css-tag.js:
  /**
   * @license
   * Copyright 2019 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   */

other/index.js:
  /*! Copyright (c) 2015 Someone Else
   * SPDX-License-Identifier: MIT */
`;
  it('keeps every package, year, holder and license, once per holder and license', () => {
    expect(licenseNotice(legal)).toBe(
      '/*! @lit/context, @lit/reactive-element, lit-html: Copyright 2017, 2019 Google LLC; SPDX-License-Identifier: BSD-3-Clause */\n' +
        '/*! other: Copyright 2015 Someone Else; SPDX-License-Identifier: MIT */',
    );
  });
  it('stops the build on a notice it cannot read', () => {
    expect(() => licenseNotice('x/y.js:\n  /*! All rights reserved */\n')).toThrow(/cannot read/);
  });
});
