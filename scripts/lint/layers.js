// The ESLint rule that holds the portal's layers (the table itself is in eslint.config.js).
// It resolves what an import names, written with `~/` or relatively, to a file of the project,
// so `../money/money.css` and `~/features/money/money.css` are the same import to it; imports
// of packages are not its business.
//
// Its options: `rows`, the layers top to bottom, each row an array of layers beside each other,
// each layer `{ name, paths }` (folders or files, from the project's root, without extensions)
// and optionally `composes` (it may import any module of a feature, as the routes do), `entry`
// (no other layer imports it) and `typesFrom` (layers whose types alone it may import, upwards);
// `publicFaces`, per feature, the modules others may import; `exceptions`, `{ from, to }` pairs
// of places allowed to import each other against the layers.
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CODE_EXTENSION = /\.(tsx?|jsx?|mjs)$/;

/** A project file as the table names it: from the project's root, with `/`, without its code extension. */
const projectPath = (file) => path.relative(ROOT, file).split(path.sep).join("/").replace(CODE_EXTENSION, "");

const within = (file, place) => file === place || file.startsWith(`${place}/`);

/** The file an import names, or null for a package. */
function target(importer, source) {
  if (source.startsWith("~/")) return projectPath(path.join(ROOT, "app", source.slice(2)));
  if (source.startsWith(".")) return projectPath(path.resolve(path.dirname(importer), source));
  return null;
}

const layers = {
  meta: {
    type: "problem",
    docs: { description: "An import may not climb a layer, nor reach into another feature past its public face." },
    schema: [
      {
        type: "object",
        properties: {
          rows: { type: "array" },
          publicFaces: { type: "object" },
          exceptions: { type: "array" },
        },
        required: ["rows", "publicFaces"],
        additionalProperties: false,
      },
    ],
    messages: {
      climbs: "{{to}} is in {{toLayer}}, which {{fromLayer}} may not import: a layer imports only itself and the layers below it.",
      internal:
        "{{to}} is inside the feature {{area}}: another feature imports only what {{area}} lists as public (eslint.config.js), or what several use moves below the features.",
      unplaced: "{{file}} is in no layer: place its folder in the layers' table (eslint.config.js).",
    },
  },
  create(context) {
    const { rows, publicFaces, exceptions = [] } = context.options[0];
    const placed = rows.flatMap((row, rank) => row.map((layer) => ({ ...layer, rank })));
    const layerOf = (file) => placed.find((layer) => layer.paths.some((place) => within(file, place))) ?? null;
    const featureOf = (file) => (within(file, "app/features") ? file.split("/")[2] : null);

    const importer = context.filename;
    const from = projectPath(importer);
    const fromLayer = layerOf(from);

    function check(node, source, typeOnly) {
      if (!fromLayer || typeof source !== "string") return;
      const to = target(importer, source);
      if (!to) return;
      const toLayer = layerOf(to);
      if (!toLayer) return;
      if (exceptions.some((exception) => within(from, exception.from) && within(to, exception.to))) return;
      const data = { to, toLayer: toLayer.name, fromLayer: fromLayer.name };
      const typeBridge = typeOnly && fromLayer.typesFrom?.includes(toLayer.name);
      if (toLayer !== fromLayer && (toLayer.rank <= fromLayer.rank || toLayer.entry) && !typeBridge) {
        context.report({ node, messageId: "climbs", data });
        return;
      }
      const area = featureOf(to);
      if (area && area !== featureOf(from) && !fromLayer.composes) {
        const inside = to.slice(`app/features/${area}/`.length);
        const open = to === `app/features/${area}` || inside === "index" || (publicFaces[area] ?? []).includes(inside);
        if (!open) context.report({ node, messageId: "internal", data: { to, area } });
      }
    }

    const typeOnlyImport = (node) =>
      node.importKind === "type" || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type"));

    return {
      Program(node) {
        if (!fromLayer && within(from, "app")) context.report({ node, messageId: "unplaced", data: { file: from } });
      },
      ImportDeclaration: (node) => check(node.source, node.source.value, typeOnlyImport(node)),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value, node.exportKind === "type"),
      ExportAllDeclaration: (node) => check(node.source, node.source.value, node.exportKind === "type"),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value, false),
    };
  },
};

export default { rules: { layers } };
