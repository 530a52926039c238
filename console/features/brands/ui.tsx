import { useEffect, useId, useState } from "react";
import * as root from "../../ui/styles.css";
import * as form from "../../ui/form.css";
import * as styles from "./ui.css";

/** The brand pages' shared parts: a readable diff, a link to copy, a list of problems. */

export interface ShownDiff {
  path: string;
  status: "added" | "removed" | "changed";
  binary: boolean;
  patch: string;
  summary: string;
}

/** One line of a unified diff, marked by its own first character (+, -, @@) and, besides, by its look. */
function DiffLine({ line }: { line: string }) {
  if (line.startsWith("+++") || line.startsWith("---")) return <span className={styles.hunk}>{line}</span>;
  if (line.startsWith("@@")) return <span className={styles.hunk}>{line}</span>;
  if (line.startsWith("+")) return <ins className={styles.added}>{line}</ins>;
  if (line.startsWith("-")) return <del className={styles.removed}>{line}</del>;
  return <span className={styles.context}>{line === "" ? " " : line}</span>;
}

/**
 * What changed, file by file: each file's path and summary as a heading, its unified diff in a
 * <pre> (lines added start with "+" and are an <ins>, lines removed start with "-" and are a <del>,
 * so the change reads without its colours too). A file that is not text has its summary only.
 */
export function DiffView({ files, headingLevel = 3, empty }: { files: readonly ShownDiff[]; headingLevel?: 2 | 3; empty: string }) {
  if (files.length === 0) return <p>{empty}</p>;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div>
      {files.map((file) => (
        <section key={file.path} className={styles.diffFile} aria-label={`${file.path}: ${file.summary}`}>
          <Heading className={styles.diffHeading}>
            <code>{file.path}</code>: {file.summary}
          </Heading>
          {file.binary ? null : (
            <pre className={styles.diff}>
              {file.patch
                .replace(/\n$/, "")
                .split("\n")
                .map((line, index) => (
                  <DiffLine key={index} line={line} />
                ))}
            </pre>
          )}
        </section>
      ))}
    </div>
  );
}

/**
 * A link shown in a read-only field to copy: selected whole when focused (and so copied with the
 * keyboard's copy, without JavaScript), with a "Copy" button once the page's script runs.
 */
export function CopyField({ label, value, hint, name }: { label: string; value: string; hint?: string; name?: string }) {
  const id = useId();
  const [scripted, setScripted] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setScripted(true), []);
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={form.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.copyField}>
        <input
          id={id}
          name={name}
          className={styles.copyInput}
          type="text"
          readOnly
          value={value}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onFocus={(event) => event.currentTarget.select()}
        />
        {scripted ? (
          <button
            type="button"
            className={root.secondaryButton}
            onClick={() => {
              void navigator.clipboard?.writeText(value).then(() => setCopied(true));
            }}
          >
            {copied ? "Copied" : "Copy"}
          </button>
        ) : null}
        <a href={value} target="_blank" rel="noreferrer">
          Open<span className={root.visuallyHidden}> {label.toLowerCase()}</span> in a new tab
        </a>
      </div>
      <p role="status" className={root.visuallyHidden}>
        {copied ? "Copied" : ""}
      </p>
    </div>
  );
}

/** Problems (of a file, of a publish) as a list, read out as they appear. */
export function ProblemList({ title, problems }: { title: string; problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div role="alert" className={form.formError}>
      <p className={styles.problemsTitle}>{title}</p>
      <ul className={styles.list}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
