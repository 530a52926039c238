import type { Pack } from "./pack";

type Tree = { [key: string]: string | Tree };

const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A pack with a brand's overrides laid over it. An override may only replace
 * existing texts: an unknown key or a wrong shape throws, naming the file and key.
 */
export function mergePack(base: Pack, override: unknown, file: string): Pack {
  return mergeTree(base as unknown as Tree, override, file, []) as unknown as Pack;
}

function mergeTree(base: Tree, override: unknown, file: string, path: string[]): Tree {
  if (!isTree(override)) throw new Error(`${file}: ${path.join(".") || "default export"}: must be an object`);
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const keyPath = [...path, key];
    const where = `${file}: ${keyPath.join(".")}`;
    if (!Object.hasOwn(base, key)) throw new Error(`${where}: unknown key`);
    const baseValue = base[key];
    if (typeof baseValue === "string") {
      if (typeof value !== "string") throw new Error(`${where}: must be a string`);
      merged[key] = value;
    } else {
      merged[key] = mergeTree(baseValue, value, file, keyPath);
    }
  }
  return merged;
}
