import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useFetcher, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { ThemeMode } from "~/brand/schema";
import { replyOf } from "~/forms/reply";
import { doneReply, invalidReply, parseForm } from "~/forms/reply.server";
import { consoleContext } from "../context.server";
import { ProblemList } from "../features/brands/ui";
import { contrastTable, parseColour } from "../features/palette/contrast";
import { editedBrand } from "../features/palette/edited-brand.server";
import { readPalettes, savePalettes, type PaletteSaved } from "../features/palette/palette.server";
import * as styles from "../features/palette/palette.css";
import type { PreviewPageId } from "../features/palette/preview";
import { previewSetup } from "../features/palette/preview.server";
import { firstInvalid, paletteSchema, palettesFromForm } from "../features/palette/schema";
import { COLOUR_TOKENS, fieldLabel, MODE_LABELS, MODES, TOKEN_LABELS, type ColourToken, type Palettes } from "../features/palette/tokens";
import { ContrastTable, PreviewPanel } from "../features/palette/ui";
import { can } from "../features/staff/roles";
import { requireStaff } from "../features/staff/sessions.server";
import { SubmitButton, usePending } from "../ui/form";
import * as formStyles from "../ui/form.css";
import * as root from "../ui/styles.css";

/**
 * A brand's palettes, light and dark: every colour token (the base's where the brand sets none),
 * the contrast check of every pair the components draw, and the live preview of the draft beside
 * them. A save writes the draft's `theme.yaml` (only what differs from the base); with
 * JavaScript the page saves as the operator types and the preview loads again once it is saved.
 * Reading needs `brand.read`, saving `brand.edit`, each asked on the server.
 */

/** How long typing pauses before the draft is saved. */
const AUTOSAVE_DELAY_MS = 500;

export const meta: MetaFunction = () => [{ title: "Palette · Operator console" }];

export function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = consoleContext(context);
  const session = requireStaff(ctx, request, "brand.read");
  const edited = editedBrand(ctx, params.id);
  const { palettes, problems } = readPalettes(edited.files);
  return {
    brand: { id: edited.id, name: edited.brand.displayName },
    palettes,
    problems,
    canEdit: can(session.staff.role, "brand.edit"),
    preview: can(session.staff.role, "brand.preview") ? previewSetup(ctx, edited.brand, request) : null,
  };
}

/** The page's one form, as its replies name it (by its button or as the operator types). */
const FORM = "save";

/** What a save's reply adds: the values it read, when it answered, and what the saved draft changed. */
interface SaveExtra {
  /** The form's values as posted (a value that is not a colour kept as typed): the contrast table's after a reload. */
  values: Palettes;
  /** When the save answered: the newer of the button's and the typing's replies is the one shown. */
  at: number;
  /** Whether the draft's file changed (the preview's frames load again); false for a save refused. */
  changed: boolean;
  /** What the portal reported of the draft as saved. */
  problems: string[];
}

/** What a save did, in words. */
function savedText({ changed, failures }: PaletteSaved): string {
  const head = changed ? "Saved to the draft." : "The draft already has these colours.";
  return failures.length > 0 ? `${head} ${failures.length} pairs fail AA.` : head;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const ctx = consoleContext(context);
  const session = requireStaff(ctx, request, "brand.edit");
  const edited = editedBrand(ctx, params.id);
  const formData = await request.formData();
  const submission = parseForm(formData, paletteSchema, { messages: "sentences" });
  if (submission.status !== "success") {
    return invalidReply<SaveExtra>(FORM, submission, {
      extra: { values: palettesFromForm(formData), at: Date.now(), changed: false, problems: [] },
    });
  }
  const saved = await savePalettes(ctx, session, edited.id, edited.files, submission.value);
  return doneReply<SaveExtra>(
    FORM,
    submission,
    { message: savedText(saved) },
    { extra: { values: submission.value, at: Date.now(), changed: saved.changed, problems: saved.problems } },
  );
}

/** A save as the operator types reloads only the preview's frames: the form already holds what it saved. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "autosave" ? false : defaultShouldRevalidate;

/** The `#rrggbb` a colour picker can show for a value (an rgb() one as its opaque colour). */
function pickerValue(value: string): string {
  const colour = parseColour(value);
  if (!colour) return "#000000";
  return `#${[colour.r, colour.g, colour.b].map((part) => Math.round(part).toString(16).padStart(2, "0")).join("")}`;
}

/** Whether the page's script runs (the pickers need it; the hex fields work without). */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export default function PalettePage() {
  const { brand, palettes, problems, canEdit, preview } = useLoaderData<typeof loader>();
  const answer = replyOf<SaveExtra>(useActionData<typeof action>(), FORM);
  const autosave = useFetcher<typeof action>({ key: `palette-autosave-${brand.id}` });
  const autosaved = replyOf<SaveExtra>(autosave.data, FORM);
  const [form, fields] = useForm({
    id: "palette",
    lastResult: answer?.result,
    defaultValue: palettes,
    constraint: getZodConstraint(paletteSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: paletteSchema }),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const hydrated = useHydrated();
  // What the fields hold now: the contrast table follows it as the operator types.
  const [values, setValues] = useState<Palettes>(() => answer?.extra?.values ?? palettes);
  const rows = useMemo(() => contrastTable(values), [values]);
  const [page, setPage] = useState<PreviewPageId>(preview?.page ?? "home");
  const [mode, setMode] = useState<ThemeMode>(preview?.mode ?? "light");
  const [frameVersion, setFrameVersion] = useState(0);
  const saving = usePending("save");
  const formProps = getFormProps(form);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (preview) {
      setPage(preview.page);
      setMode(preview.mode);
    }
  }, [preview?.page, preview?.mode]); // eslint-disable-line react-hooks/exhaustive-deps
  // Once a save has answered, the frames load the draft again.
  useEffect(() => {
    if (autosaved?.extra?.changed) setFrameVersion((version) => version + 1);
  }, [autosaved]);
  useEffect(() => {
    if (answer?.extra?.changed) setFrameVersion((version) => version + 1);
  }, [answer]);

  const onInput = () => {
    const element = formRef.current;
    if (!element) return;
    const next = palettesFromForm(new FormData(element));
    setValues(next);
    if (!canEdit) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (firstInvalid(next)) return;
      const formData = new FormData(element);
      formData.set("intent", "autosave");
      autosave.submit(formData, { method: "post", action: `/brands/${brand.id}/palette` });
    }, AUTOSAVE_DELAY_MS);
  };

  /** A picked colour goes into its hex field, as if typed there. */
  const onPick = (name: string, hex: string) => {
    const input = formRef.current?.elements.namedItem(name);
    if (!(input instanceof HTMLInputElement)) return;
    input.value = hex;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  };

  // The newer of the last saves, as the operator typed or by the button.
  const latest = [autosaved, answer]
    .filter((answered) => answered !== undefined)
    .sort((a, b) => (b.extra?.at ?? 0) - (a.extra?.at ?? 0))[0];
  // What the fields hold now decides first: a value that is not a colour is not saved, whatever was before.
  const invalid = canEdit ? firstInvalid(values) : null;
  const notSaved = invalid ? `Not saved yet: ${invalid} is not a colour.` : null;
  const status = autosave.state !== "idle" ? "Saving the draft…" : (notSaved ?? latest?.done?.message ?? null);
  const saveProblems = latest?.extra?.problems ?? [];

  return (
    <>
      <h1>Palette</h1>
      <p>
        The colours of {brand.name}, light and dark. A colour the brand does not set is the base palette&apos;s. Changes go to the
        brand&apos;s draft{canEdit ? " as you type" : ""}: the preview shows them, players see them once the draft is published.
      </p>
      {canEdit ? null : <p className={formStyles.hint}>Your role can read the palette, not change it.</p>}
      <ProblemList title="The draft's theme file does not read; the base palette is shown for it:" problems={problems} />
      <div className={styles.layout}>
        <div>
          <Form
            method="post"
            {...formProps}
            ref={formRef}
            onInput={onInput}
            onSubmit={(event) => {
              // The button's save takes what the pending save as-you-type would have sent.
              clearTimeout(timer.current);
              formProps.onSubmit(event);
            }}
          >
            <input type="hidden" name="intent" value="save" />
            <table className={styles.colourTable}>
              <caption className={root.visuallyHidden}>Colours of the light and dark palettes</caption>
              <thead>
                <tr>
                  <th scope="col">Colour</th>
                  {MODES.map((themeMode) => (
                    <th key={themeMode} scope="col">
                      {MODE_LABELS[themeMode]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {COLOUR_TOKENS.map((token) => (
                  <tr key={token}>
                    <th scope="row">{TOKEN_LABELS[token]}</th>
                    {MODES.map((themeMode) => (
                      <td key={themeMode}>
                        <ColourField
                          meta={fields[themeMode].getFieldset()[token]}
                          mode={themeMode}
                          token={token}
                          value={values[themeMode][token]}
                          readOnly={!canEdit}
                          picker={hydrated && canEdit}
                          onPick={onPick}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            {canEdit ? (
              <div className={styles.actions}>
                <SubmitButton pending={saving} pendingLabel="Saving…">
                  Save draft
                </SubmitButton>
                <p role="status" className={styles.status} data-testid="save-status">
                  {saving ? "Saving the draft…" : status}
                </p>
              </div>
            ) : null}
            {form.errors?.length ? (
              <p role="alert" className={formStyles.fieldError}>
                {form.errors[0]}
              </p>
            ) : null}
          </Form>
          <ProblemList title="Saved; the portal reports of the draft (it keeps showing its last good version):" problems={saveProblems} />
          <ContrastTable rows={rows} />
        </div>
        {preview ? <PreviewPanel setup={preview} page={page} mode={mode} onPage={setPage} onMode={setMode} version={frameVersion} /> : null}
      </div>
    </>
  );
}

interface ColourFieldProps {
  meta: FieldMetadata<string>;
  mode: ThemeMode;
  token: ColourToken;
  value: string;
  readOnly: boolean;
  /** The colour picker beside the hex field (it needs the page's script). */
  picker: boolean;
  onPick(name: string, hex: string): void;
}

/** A token's hex field, labelled "Primary (light)", with a colour picker beside it and its first error under it. */
function ColourField({ meta, mode, token, value, readOnly, picker, onPick }: ColourFieldProps) {
  const { key, ...props } = getInputProps(meta, { type: "text" });
  const error = meta.errors?.[0];
  return (
    <div className={styles.colourRow}>
      <label htmlFor={meta.id} className={root.visuallyHidden}>
        {fieldLabel(mode, token)}
      </label>
      <input key={key} {...props} className={styles.hexInput} readOnly={readOnly} spellCheck={false} autoComplete="off" />
      {picker ? (
        <input
          type="color"
          className={styles.picker}
          value={pickerValue(value)}
          aria-label={`Colour picker: ${TOKEN_LABELS[token].toLowerCase()}, ${mode}`}
          onChange={(event) => onPick(meta.name, event.target.value)}
        />
      ) : (
        <span />
      )}
      {error ? (
        <p id={meta.errorId} className={`${formStyles.fieldError} ${styles.rowError}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
