import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { z } from "zod";
import { dayRange, isDay, UTC_ZONE } from "~/format/dates";
import { parseForm } from "~/forms/reply.server";
import { consoleContext } from "../context.server";
import { AUDIT_ACTIONS, searchAudit } from "../features/audit/audit.server";
import { requireStaff } from "../features/staff/sessions.server";
import { InputField } from "../ui/fields";
import { firstWithError, SubmitButton, usePending } from "../ui/form";
import * as styles from "../ui/form.css";
import { formatUtc } from "../ui/format";
import * as root from "../ui/styles.css";
import { readOnlyAction } from "../features/http/read-only.server";

/**
 * The audit log, searched: words anywhere in an entry, an action (or its group), a brand, a staff
 * member's e-mail, a range of UTC days. A plain GET form, so a search is a link to share and works
 * without JavaScript; newest first, a page at a time.
 */

const day = z.string().trim().refine(isDay, "Enter a real date (YYYY-MM-DD).").optional();

const searchSchema = z
  .object({
    text: z.string().trim().max(200, "Search for at most 200 characters.").optional(),
    action: z.string().trim().max(100, "An action has at most 100 characters.").optional(),
    brand: z.string().trim().max(100, "A brand id has at most 100 characters.").optional(),
    staff: z.string().trim().max(254, "An e-mail address has at most 254 characters.").optional(),
    from: day,
    to: day,
    page: z.number().int().min(1).optional().catch(undefined),
  })
  .refine((search) => !search.from || !search.to || search.from <= search.to, {
    message: "The last day is before the first.",
    path: ["to"],
  });

/** What the action field suggests: each group (which finds all its actions), then the staff module's actions. */
const ACTION_SUGGESTIONS = [
  { value: "signIn", label: "Every sign-in, failure and lock" },
  { value: "staff", label: "Every staff change" },
  { value: "brand", label: "Every brand change, publish and rollback" },
  ...Object.values(AUDIT_ACTIONS).map((value) => ({ value, label: value })),
];

export const meta: MetaFunction = () => [{ title: "Audit log · Operator console" }];

export function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = consoleContext(context);
  requireStaff(ctx, request, "audit.read");
  const params = new URL(request.url).searchParams;
  const submission = parseForm(params, searchSchema, { messages: "sentences" });
  const brands = ctx.registry.entries.map((entry) => entry.brand.id).sort();
  if (submission.status !== "success") {
    return { result: submission.reply(), filtered: true, page: null, brands, actions: ACTION_SUGGESTIONS };
  }
  const search = submission.value;
  const found = searchAudit(ctx.store, {
    text: search.text,
    action: search.action,
    brandId: search.brand,
    staff: search.staff,
    from: search.from ? new Date(dayRange(search.from, search.from, UTC_ZONE).start) : undefined,
    to: search.to ? new Date(dayRange(search.to, search.to, UTC_ZONE).end) : undefined,
    page: search.page,
  });
  return {
    result: submission.reply(),
    filtered: [search.text, search.action, search.brand, search.staff, search.from, search.to].some(Boolean),
    page: {
      number: found.page,
      pages: found.pages,
      total: found.total,
      entries: found.entries.map((entry) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        email: entry.email,
        action: entry.action,
        brandId: entry.brandId,
        detail: detailText(entry.detail),
        ip: entry.ip,
      })),
    },
    brands,
    actions: ACTION_SUGGESTIONS,
  };
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** An entry's detail as a line to read: `key: value` pairs, times in the table's UTC form. */
function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => {
      const shown = typeof value === "string" ? (ISO_TIME.test(value) ? formatUtc(value) : value) : JSON.stringify(value);
      return `${key}: ${shown}`;
    })
    .join("; ");
}

/** This search's address on another page. */
function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `/audit?${query}` : "/audit";
}

export default function Audit() {
  const { result, filtered, page, brands, actions } = useLoaderData<typeof loader>();
  const [form, fields] = useForm({
    id: "audit-search",
    lastResult: result,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: searchSchema }),
  });
  const searching = usePending(undefined, undefined, "GET");
  const focus = firstWithError(fields, ["text", "action", "brand", "staff", "from", "to"]);
  const { search } = useLocation();
  return (
    <>
      <h1>Audit log</h1>
      <section className={root.panel} aria-labelledby="audit-search-heading">
        <h2 id="audit-search-heading" className={root.visuallyHidden}>
          Search
        </h2>
        <Form method="get" action="/audit" {...getFormProps(form)} role="search" aria-label="Search the audit log">
          <div className={styles.filters}>
            <InputField
              meta={fields.text}
              focusOnLoad={focus === "text"}
              label="Words"
              type="search"
              hint="Anywhere in an entry"
              maxLength={200}
            />
            <InputField
              meta={fields.action}
              focusOnLoad={focus === "action"}
              label="Action"
              hint="An action or its group"
              list="audit-actions"
              maxLength={100}
            />
            <InputField
              meta={fields.brand}
              focusOnLoad={focus === "brand"}
              label="Brand"
              hint="The brand's id"
              list="audit-brands"
              maxLength={100}
            />
            <InputField
              meta={fields.staff}
              focusOnLoad={focus === "staff"}
              label="Staff"
              hint="An e-mail, or part of one"
              maxLength={254}
            />
            <InputField
              meta={fields.from}
              focusOnLoad={focus === "from"}
              label="From (UTC day)"
              type="date"
              hint="The first day searched"
            />
            <InputField
              meta={fields.to}
              focusOnLoad={focus === "to"}
              label="To (UTC day)"
              type="date"
              hint="The last day searched, included"
            />
          </div>
          <datalist id="audit-actions">
            {actions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </datalist>
          <datalist id="audit-brands">
            {brands.map((id) => (
              <option key={id} value={id} />
            ))}
          </datalist>
          <p className={`${styles.rowActions} ${styles.flush}`}>
            <SubmitButton pending={searching} pendingLabel="Searching…">
              Search
            </SubmitButton>
            {filtered ? <Link to="/audit">Clear the search</Link> : null}
          </p>
        </Form>
      </section>
      {page === null ? (
        <p>Correct the search above to see entries.</p>
      ) : page.total === 0 ? (
        <p role="status">{filtered ? "No entries match this search." : "The audit log is empty."}</p>
      ) : (
        <>
          <p role="status">
            {page.total} {page.total === 1 ? "entry" : "entries"}
            {page.pages > 1 ? `, page ${page.number} of ${page.pages}` : ""}, newest first.
          </p>
          <table>
            <caption className={root.visuallyHidden}>Audit entries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Time (UTC)</th>
                <th scope="col">Staff</th>
                <th scope="col">Action</th>
                <th scope="col">Brand</th>
                <th scope="col">Detail</th>
                <th scope="col">IP address</th>
              </tr>
            </thead>
            <tbody>
              {page.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{formatUtc(entry.at)}</time>
                  </td>
                  <td>{entry.email}</td>
                  <td>{entry.action}</td>
                  <td>{entry.brandId ?? "—"}</td>
                  <td className={root.detail}>{entry.detail || "—"}</td>
                  <td>{entry.ip || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {page.pages > 1 ? <Paging number={page.number} pages={page.pages} search={search} /> : null}
        </>
      )}
    </>
  );
}

function Paging({ number, pages, search }: { number: number; pages: number; search: string }) {
  return (
    <nav aria-label="Audit log pages" className={root.paging}>
      {number > 1 ? (
        <Link className={root.secondaryButton} to={pageHref(search, number - 1)} rel="prev">
          Previous page
        </Link>
      ) : null}
      <span>
        Page {number} of {pages}
      </span>
      {number < pages ? (
        <Link className={root.secondaryButton} to={pageHref(search, number + 1)} rel="next">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}

/** A page to read: a post to it is refused (405). */
export const action = readOnlyAction;
