import type { Language } from "~/platform/contract/common";
import { namespaceOfKey, type Namespace } from "./namespaces";
import { textAt, translatorOver, type TextLocale, type Translator } from "./translator";

/**
 * What the root loader tells the page of its texts: the language, and the version of the brand's
 * texts in it (a hash of them: it changes when a text or a brand's override does, and names the files).
 */
export interface TextsRoot {
  language: Language;
  version: string;
  /** The language's BCP 47 tag (`<html lang>`): its plural rules pick a text's plural form. */
  lang: string;
  /** Its writing direction (`<html dir>`). */
  dir: TextLocale["dir"];
}

/** Where a language's texts are: the language and the version, without what the translator needs besides. */
type TextsAddress = Pick<TextsRoot, "language" | "version">;

/** A route's `handle`: the namespaces its components' texts are in, besides `common` (remix-i18next's `handle.i18n`). */
export interface TextsHandle {
  i18n: readonly Namespace[];
}

/** Where the browser gets one namespace of a brand's texts: `/texts/EN/<version>/money.json`, kept for a year. */
export const TEXTS_PATH = "/texts/";
export const textsUrl = ({ language, version }: TextsAddress, namespace: Namespace) =>
  `${TEXTS_PATH}${language}/${version}/${namespace}.json`;

const keyOf = ({ language, version }: TextsAddress) => `${language}/${version}`;

/** The server's translators by language and version: it renders every page from the whole pack. */
const wholePacks = new Map<string, Translator>();

/** On the server: the whole pack's translator a version names (`texts.server.ts` registers each pack it versions). */
export function registerWholePack(root: TextsAddress, translator: Translator): void {
  wholePacks.set(keyOf(root), translator);
}

type Tree = Record<string, unknown>;

/**
 * The browser's texts of one language and version: the namespaces in so far, merged, and each
 * namespace's file: `true` once it is in, else its loading.
 */
interface Loaded {
  tree: Tree;
  files: Map<Namespace, Promise<void> | true>;
  translator?: Translator;
}

/** How a namespace's file is fetched; tests give their own. */
export type FetchTexts = (url: string) => Promise<Tree>;

/**
 * The browser's texts. A namespace is fetched once per language and version (the file is immutable,
 * so the HTTP cache keeps it too). A file that cannot be fetched counts as in, empty: its texts show
 * as their keys until the next page load, rather than the page waiting for ever.
 */
export function createTextsStore(fetchTexts: FetchTexts) {
  const byVersion = new Map<string, Loaded>();
  const loadedOf = (root: TextsAddress) => {
    let loaded = byVersion.get(keyOf(root));
    if (!loaded) byVersion.set(keyOf(root), (loaded = { tree: {}, files: new Map() }));
    return loaded;
  };

  /** Whether each of `namespaces` is in. */
  const has = (root: TextsAddress, namespaces: Iterable<Namespace>) =>
    [...namespaces].every((namespace) => loadedOf(root).files.get(namespace) === true);

  /** Settles once each of `namespaces` is in (or has failed); nothing is fetched twice. */
  function load(root: TextsAddress, namespaces: Iterable<Namespace>): Promise<void> {
    const { files, tree } = loadedOf(root);
    const waits: Array<Promise<void> | true> = [];
    for (const namespace of namespaces) {
      let file = files.get(namespace);
      if (!file) {
        file = fetchTexts(textsUrl(root, namespace))
          .then((texts) => void Object.assign(tree, texts), console.error)
          .then(() => void files.set(namespace, true));
        files.set(namespace, file);
      }
      waits.push(file);
    }
    return Promise.all(waits).then(() => undefined);
  }

  /**
   * The translator of a language and version over the texts in so far. Asked for a text whose
   * namespace is not in yet, it starts loading it and suspends the render (throws the loading's
   * promise): navigations render in a transition, so the page on screen stays until the texts come.
   */
  function translator(root: TextsRoot): Translator {
    const loaded = loadedOf(root);
    return (loaded.translator ??= translatorOver(
      root.language,
      (key) => {
        const namespace = namespaceOfKey(key);
        // React's way to wait in a render: the thrown promise, retried once it settles.
        if (namespace && !has(root, [namespace])) throw load(root, [namespace]);
        return textAt(loaded.tree, key);
      },
      root,
    ));
  }

  return { load, translator, has };
}

export type TextsStore = ReturnType<typeof createTextsStore>;

const browserStore = createTextsStore(async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status}`);
  return (await response.json()) as Tree;
});

/** The page's language and version in the browser: the preloaded files' at first, then the root loader's. */
let current: TextsAddress | null = null;

/**
 * A route's texts handle (`export const handle = texts("money")`). On a client navigation its
 * namespaces start loading as soon as the route's module runs (it is loaded first), beside its
 * code and data, so they are usually in when the page renders. The first page's modules run
 * before its language is known here: the document preloads their namespaces.
 */
export function texts(...namespaces: Namespace[]): TextsHandle {
  if (current) void browserStore.load(current, namespaces);
  return { i18n: namespaces };
}

/**
 * Settles once the texts the document preloads, the page's namespaces, are in: the page hydrates
 * with every text it shows (app/entry.client.tsx).
 */
export function textsLoaded(): Promise<void> {
  // The root writes one `<link rel="preload" data-texts>` per namespace: `/texts/<language>/<version>/<namespace>.json`.
  const namespaces: Namespace[] = [];
  for (const link of document.querySelectorAll("link[data-texts]")) {
    const [, , language, version, file] = link.getAttribute("href")!.split("/");
    current = { language: language as Language, version: version! };
    namespaces.push(file!.slice(0, -".json".length) as Namespace);
  }
  return current ? browserStore.load(current, namespaces) : Promise.resolve();
}

/** The namespaces a page's texts are in: `common`, and those its matched routes name in `handle.i18n`. */
export function pageNamespaces(matches: ReadonlyArray<{ handle?: unknown }>): Namespace[] {
  const namespaces = new Set<Namespace>(["common"]);
  for (const { handle } of matches)
    for (const namespace of (handle as Partial<TextsHandle> | undefined)?.i18n ?? []) namespaces.add(namespace);
  return [...namespaces];
}

/**
 * The page's translator for the root loader's language and version. The server's is the whole
 * pack's. The browser's looks up the texts loaded so far; with `namespaces`, it first makes sure
 * they are in, and suspends the render until they are (a navigation to a page, a language change).
 */
export function translatorOf(root: TextsRoot, namespaces?: Iterable<Namespace>): Translator {
  const whole = wholePacks.get(keyOf(root));
  if (whole) return whole;
  if (typeof document === "undefined") throw new Error(`No texts for ${keyOf(root)} on the server`);
  current = root;
  // React's way to wait in a render: the thrown promise, retried once it settles.
  if (namespaces && !browserStore.has(root, namespaces)) throw browserStore.load(root, namespaces);
  return browserStore.translator(root);
}
