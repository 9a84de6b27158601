// Custom Elements Manifest for @tablero/board: `npm run manifest` writes packages/board/custom-elements.json
// (which packages/board/package.json's "customElements" names) from the classes' JSDoc (@tagname, @attr,
// @fires, @cssprop, @csspart, @slot), Lit's `static properties` and the `customElements.define` calls.
const PACKAGE = 'packages/board/';

/**
 * The analyzer names modules by their path from where it runs (the repository's root); the manifest lives
 * in the package, so its paths start there (src/board.ts; the analyzer writes some with a leading `/`).
 */
function packageRelativePaths() {
  const strip = (node) => {
    if (Array.isArray(node)) return node.forEach(strip);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'path' || key === 'module') && typeof value === 'string') node[key] = value.replace(new RegExp(`^/?${PACKAGE}`), '');
      else strip(value);
    }
  };
  return { name: 'package-relative-paths', packageLinkPhase: ({ customElementsManifest }) => strip(customElementsManifest) };
}

export default {
  globs: [`${PACKAGE}src/**/*.ts`],
  exclude: ['**/*.test.ts', '**/test/**'],
  outdir: PACKAGE,
  litelement: true,
  // The package's package.json already points at the manifest; never touch the root one.
  packagejson: false,
  plugins: [packageRelativePaths()],
};
