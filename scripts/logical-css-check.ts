/**
 * `npm run css:logical` (part of `npm run check`): fails with one `file:line: property: problem`
 * line for each physical horizontal property in a style module (`app/**\/*.css.ts`, the console's,
 * `themes/**\/*.css.ts`) or a component's `style` attribute (`app/**\/*.tsx`): a page in a
 * right-to-left language (Arabic, Urdu, Persian) mirrors only what is written in logical
 * properties. The rules are in scripts/lib/logical-css.ts.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findPhysicalCss } from "./lib/logical-css";

const root = fileURLToPath(new URL("..", import.meta.url));
const entries = await Promise.all(
  ["app", "console", "themes"].map(async (folder) =>
    (await readdir(path.join(root, folder), { recursive: true })).map((file) => path.join(folder, file)),
  ),
);
const files = entries.flat().filter((file) => /\.css\.ts$|\.tsx$/.test(file));
const found = (await Promise.all(files.map(async (file) => findPhysicalCss(file, await readFile(path.join(root, file), "utf8"))))).flat();
if (found.length > 0) {
  console.error(found.map(({ file, line, property, problem }) => `${file}:${line}: ${property}: ${problem}`).join("\n"));
  console.error(
    `css:logical: ${found.length} physical horizontal propert${found.length === 1 ? "y" : "ies"}: a right-to-left page would not mirror them ` +
      "(write logical ones; a property that must stay physical says why in a `// physical-css: <why>` comment above it)",
  );
  process.exit(1);
}
console.log(`css:logical: ${files.length} files, every horizontal property logical`);
