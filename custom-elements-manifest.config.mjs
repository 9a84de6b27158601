// Custom Elements Manifest for @tablero/board: `npm run manifest` writes packages/board/custom-elements.json
// (which packages/board/package.json's "customElements" names) from the classes' JSDoc: attributes,
// properties, @fires events, @cssprop / @csspart / @slot entries.
//
// The analyzer (0.11) misreads two things in how the board is written, so the plugin below fixes them:
// - elements are defined through a helper, `define('tablero-board', TableroBoard)`, not a literal
//   `customElements.define(...)`, so it found no tag names and a bogus definition named "name";
// - Lit's `static properties = { view: { state: true } }` is internal state, not an attribute.
// It also makes module paths relative to the package (src/board.ts), where the manifest lives.
const PACKAGE = 'packages/board/';

function tableroFixes() {
  const defines = []; // { tag, className, module } from define('x-y', Class) helper calls
  const states = new Map(); // class name -> names of its `state: true` properties

  const isTrue = (ts, obj, key) =>
    obj.properties.some((p) => ts.isPropertyAssignment(p) && p.name.getText() === key && p.initializer.kind === ts.SyntaxKind.TrueKeyword);

  const stripPaths = (node) => {
    if (Array.isArray(node)) return node.forEach(stripPaths);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'path' || key === 'module') && typeof value === 'string' && value.replace(/^\//, '').startsWith(PACKAGE)) {
        node[key] = value.replace(PACKAGE, '');
      } else stripPaths(value);
    }
  };

  return {
    name: 'tablero-fixes',
    analyzePhase({ ts, node, moduleDoc }) {
      // define('tablero-board', TableroBoard): a bare helper call (customElements.define is handled already).
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'define') {
        const [tag, ctor] = node.arguments;
        if (tag && ctor && ts.isStringLiteral(tag) && tag.text.includes('-') && ts.isIdentifier(ctor)) {
          defines.push({ tag: tag.text, className: ctor.text, module: moduleDoc.path });
        }
      }
      // static properties = { name: { state: true }, ... }
      if (ts.isClassDeclaration(node) && node.name) {
        for (const member of node.members) {
          if (!ts.isPropertyDeclaration(member) || member.name.getText() !== 'properties') continue;
          if (!member.initializer || !ts.isObjectLiteralExpression(member.initializer)) continue;
          for (const p of member.initializer.properties) {
            if (ts.isPropertyAssignment(p) && ts.isObjectLiteralExpression(p.initializer) && isTrue(ts, p.initializer, 'state')) {
              states.set(node.name.text, [...(states.get(node.name.text) ?? []), p.name.getText()]);
            }
          }
        }
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      const modules = customElementsManifest.modules;
      const classes = modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.kind === 'class').map((d) => [m, d]));
      for (const [, decl] of classes) {
        const internal = states.get(decl.name) ?? [];
        decl.attributes = decl.attributes?.filter((a) => !internal.includes(a.fieldName ?? a.name));
        for (const m of decl.members ?? []) if (internal.includes(m.name)) delete m.attribute;
      }
      // Drop definitions the analyzer guessed from the helper's own body (not valid tag names).
      for (const m of modules) m.exports = m.exports?.filter((e) => e.kind !== 'custom-element-definition' || e.name.includes('-'));
      for (const { tag, className, module } of defines) {
        const found = classes.find(([, d]) => d.name === className);
        if (!found) continue;
        found[1].tagName = tag;
        found[1].customElement = true;
        const definer = modules.find((m) => m.path === module);
        if (definer && !definer.exports.some((e) => e.kind === 'custom-element-definition' && e.name === tag)) {
          definer.exports.push({ kind: 'custom-element-definition', name: tag, declaration: { name: className, module: found[0].path } });
        }
      }
      stripPaths(customElementsManifest);
    },
  };
}

export default {
  globs: [`${PACKAGE}src/**/*.ts`],
  exclude: ['**/*.test.ts', '**/test/**'],
  outdir: PACKAGE,
  litelement: true,
  // The package's package.json already points at the manifest; never touch the root one.
  packagejson: false,
  plugins: [tableroFixes()],
};
