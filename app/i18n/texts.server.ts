import { createHash } from "node:crypto";
import type { Language } from "~/platform/contract/common";
import { NAMESPACE_OF, type Namespace } from "./namespaces";
import type { Pack } from "./pack";
import { registerWholePack } from "./texts";
import { createTranslator } from "./translator";

/** A pack never changes: its version and its namespaces' files are made once. */
const versions = new WeakMap<Pack, string>();
const files = new WeakMap<Pack, Map<Namespace, string>>();

/**
 * The version of a brand's merged pack in one language: a hash of its texts and of which group
 * is in which namespace (both shape the files), so a changed text, override or namespace is a new
 * address, and an address's file never changes. The pack is kept for the server's render of it.
 */
export function textsVersion(language: Language, pack: Pack): string {
  let version = versions.get(pack);
  if (!version) {
    version = createHash("sha256")
      .update(JSON.stringify([language, NAMESPACE_OF, pack]))
      .digest("base64url")
      .slice(0, 12);
    versions.set(pack, version);
    registerWholePack({ language, version }, createTranslator({ language, pack }));
  }
  return version;
}

/** One namespace of a pack, as its file: `{ "money": { ... } }`, the pack's groups in that namespace. */
export function namespaceFile(pack: Pack, namespace: Namespace): string {
  let byNamespace = files.get(pack);
  if (!byNamespace) files.set(pack, (byNamespace = new Map()));
  let file = byNamespace.get(namespace);
  if (file === undefined) {
    const groups = Object.entries(pack).filter(([group]) => NAMESPACE_OF[group as keyof Pack] === namespace);
    file = JSON.stringify(Object.fromEntries(groups));
    byNamespace.set(namespace, file);
  }
  return file;
}
