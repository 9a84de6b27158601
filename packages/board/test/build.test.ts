// The embed build's license notice (packages/board/scripts/build.ts): esbuild's collected legal comments
// as one comment per holder and license.
import { describe, expect, it } from 'vitest';
import { licenseNotice } from '../scripts/build.ts';

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
