import { Form } from "@remix-run/react";
import type { ThemeMode } from "~/brand/schema";
import * as root from "../../ui/styles.css";
import { formatRatio, pairLabel, type ContrastRow } from "./contrast";
import * as styles from "./palette.css";
import { frameUrl, PREVIEW_PAGE_IDS, PREVIEW_PAGE_LABELS, PREVIEW_SIZES, type PreviewPageId, type PreviewSetup } from "./preview";
import { MODE_LABELS, MODES } from "./tokens";

/**
 * The contrast check as a table: every pair of both modes with its ratio, what AA needs and the
 * verdict in words (the colour of a row only repeats it). The failing pairs are listed first,
 * in a status the screen reader reads as they change.
 */
export function ContrastTable({ rows }: { rows: readonly ContrastRow[] }) {
  const failing = rows.filter((row) => !row.pass);
  return (
    <section aria-labelledby="contrast-heading">
      <h2 id="contrast-heading">Contrast check (WCAG AA)</h2>
      <div role="status" data-testid="contrast-summary">
        {failing.length === 0 ? (
          <p className={styles.pass}>All {rows.length} text and background pairs pass AA in both modes.</p>
        ) : (
          <>
            <p className={styles.fail}>
              {failing.length} of {rows.length} pairs fail AA:
            </p>
            <ul>
              {failing.map((row) => (
                <li key={`${row.mode}-${row.fg}-${row.bg}`}>
                  {pairLabel(row)} ({row.mode}): {formatRatio(row.ratio)}, needs {row.min}:1
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <table>
        <caption className={root.visuallyHidden}>Contrast of each text and background pair, in each mode</caption>
        <thead>
          <tr>
            <th scope="col">Pair</th>
            <th scope="col">AA needs</th>
            {MODES.map((mode) => (
              <th key={mode} scope="col">
                {MODE_LABELS[mode]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pairsOf(rows).map(({ first, byMode }) => (
            <tr key={`${first.fg}-${first.bg}`}>
              <th scope="row">{pairLabel(first)}</th>
              <td>{first.min}:1</td>
              {MODES.map((mode) => {
                const row = byMode[mode];
                if (!row) return <td key={mode} />;
                return (
                  <td key={mode} className={row.pass ? undefined : styles.failingCell}>
                    {formatRatio(row.ratio)} <span className={row.pass ? styles.pass : styles.fail}>{row.pass ? "Pass" : "Fail"}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The rows by pair, each with its row of each mode (the table's one line per pair). */
function pairsOf(rows: readonly ContrastRow[]) {
  const pairs = new Map<string, { first: ContrastRow; byMode: Partial<Record<ThemeMode, ContrastRow>> }>();
  for (const row of rows) {
    const key = `${row.fg}-${row.bg}`;
    const pair = pairs.get(key) ?? { first: row, byMode: {} };
    pair.byMode[row.mode] = row;
    pairs.set(key, pair);
  }
  return [...pairs.values()];
}

interface PreviewPanelProps {
  setup: PreviewSetup;
  page: PreviewPageId;
  mode: ThemeMode;
  onPage(page: PreviewPageId): void;
  onMode(mode: ThemeMode): void;
  /** Changed after each save: the frames load again, showing it. */
  version: number;
}

/**
 * The live preview: the chosen page of the brand's draft, on its own domain, at a phone's and a
 * laptop's width. A plain GET form picks the page and mode without JavaScript; with it, a choice
 * applies at once.
 */
export function PreviewPanel({ setup, page, mode, onPage, onMode, version }: PreviewPanelProps) {
  const address = setup.pages.find((candidate) => candidate.id === page)!.url;
  const url = frameUrl(address, mode);
  return (
    <section aria-labelledby="preview-heading" className={styles.preview}>
      <h2 id="preview-heading">Preview of the draft</h2>
      <Form method="get" className={styles.previewOptions} preventScrollReset>
        <fieldset className={styles.radios}>
          <legend>Page</legend>
          {PREVIEW_PAGE_IDS.map((id) => (
            <label key={id}>
              <input type="radio" name="page" value={id} checked={page === id} onChange={() => onPage(id)} /> {PREVIEW_PAGE_LABELS[id]}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.radios}>
          <legend>Mode</legend>
          {MODES.map((choice) => (
            <label key={choice}>
              <input type="radio" name="mode" value={choice} checked={mode === choice} onChange={() => onMode(choice)} />{" "}
              {MODE_LABELS[choice]}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={root.secondaryButton}>
          Show
        </button>
      </Form>
      {page === "deposit" ? (
        <p className={styles.caption}>A signed-out visitor is sent to sign in: the deposit page shows where they land.</p>
      ) : null}
      <div className={styles.frames}>
        {PREVIEW_SIZES.map((size) => (
          <figure key={size.name} className={styles.figure}>
            <div className={styles.frameBox[size.name]}>
              <iframe
                // A new frame after each save: it loads the page again, with the saved draft.
                key={`${size.name}-${version}`}
                className={styles.frame[size.name]}
                src={url}
                width={size.width}
                height={size.height}
                title={`${PREVIEW_PAGE_LABELS[page]} at ${size.width} px, ${mode} mode (preview)`}
                data-testid={`preview-${size.name}`}
                // The page as the server draws it, without its scripts: the look is all a preview
                // shows, and a frame of another site may not keep the storage the portal's scripts
                // use. Its own origin stays, so its preview cookie keeps its stylesheet, texts and
                // logo the draft's; no forms, pop-ups or navigation of the console's page.
                sandbox="allow-same-origin"
                referrerPolicy="no-referrer"
              />
            </div>
            <figcaption className={styles.caption}>
              {size.width} px wide, shown at {Math.round(size.scale * 100)}%
            </figcaption>
          </figure>
        ))}
      </div>
      <p className={styles.caption}>
        <a href={url} target="_blank" rel="noreferrer">
          Open this page of the preview in a new tab
        </a>
      </p>
    </section>
  );
}
