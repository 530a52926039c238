import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SectionError } from "~/ui/Section";
import * as member from "~/ui/panel.css";
import { CentreSection } from "~/ui/CentrePage";
import { WithdrawPasswordInput } from "~/features/money/WithdrawPasswordInput";
import * as money from "~/ui/account-page.css";
import { MONEY_PATHS } from "~/features/money/paths";
import { useInCentre } from "~/session/centre-path";
import { RecordsTable } from "~/features/records/RecordsTable";
import type { DataColumn } from "~/ui/DataTable";
import * as records from "~/features/records/records.css";
import type { NextKey } from "~/forms/money";
import { useFormState } from "~/forms/use-form-state";
import { cx } from "~/ui/cx";
import { Failure, KeyField, SubmitButton, TextInput } from "~/ui/FormParts";
import { Checking } from "~/ui/Checking";
import { Pagination } from "~/ui/Pagination";
import * as ui from "~/ui/ui.css";
import type { DownlineRowView, DownlineView } from "./downline.server";

/** The page's address with some query values changed (null removes one). */
function hrefWith(pathname: string, search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Downline management: the search, the breadcrumbs, the accounts under the agent or a
 * sub-agent, the transfer to one of them and to the agent's upline. Every view is its URL;
 * the forms work without JavaScript.
 */
export function DownlinePage({ view }: { view: DownlineView }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // Drilling down, searching or paging closes the transfer form.
  const viewHref = (changes: Record<string, string | null>) => hrefWith(pathname, search, { transfer: null, ...changes });
  return (
    <div className={member.content} data-page="downlineManagmentView">
      <section className={member.panel} aria-labelledby="downline-title">
        <h1 id="downline-title" className={member.heading}>
          {t("agentCentre.nav.downlineManagmentView")}
        </h1>
        <Checking />
        <Form method="get" className={records.filters} role="search" aria-label={t("agentDownline.searchLabel")}>
          <div className={cx(ui.field, records.control)}>
            <label className={ui.label} htmlFor="downline-q">
              {t("agentDownline.searchLabel")}
            </label>
            <input
              id="downline-q"
              name="q"
              type="search"
              className={ui.input}
              defaultValue={view.typedQ}
              maxLength={32}
              aria-invalid={view.problem === "badSearch" ? true : undefined}
              aria-describedby={view.problem ? "downline-problem" : undefined}
            />
          </div>
          <button type="submit" className={cx(ui.button.primary, ui.buttonLarge)}>
            {t("agentDownline.search")}
          </button>
          {view.q || view.parent ? <Link to={pathname}>{t("agentDownline.showDownline")}</Link> : null}
          {view.problem ? (
            <p id="downline-problem" className={records.problem} role="alert" data-problem={view.problem}>
              {t(`agentDownline.problems.${view.problem}`)}
            </p>
          ) : null}
        </Form>
        {view.transferTo ? <DownlineTransfer view={view} to={view.transferTo} cancelHref={viewHref({})} /> : null}
        <DownlineList view={view} viewHref={viewHref} />
      </section>
      <UplineTransfer view={view} />
    </div>
  );
}

function DownlineList({ view, viewHref }: { view: DownlineView; viewHref: (changes: Record<string, string | null>) => string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (!view.list.ok) return <SectionError code={view.list.code} />;
  const { path, rows, total, page, totalPages } = view.list.value;
  const columns: Array<DataColumn<DownlineRowView>> = [
    {
      id: "username",
      header: t("agentDownline.username"),
      cell: (row) => (
        <>
          <span data-username={row.username}>{row.username}</span>
          {row.directCount > 0 ? (
            <>
              {" · "}
              <Link
                to={viewHref({ parent: row.username, q: null, page: null })}
                aria-label={t("agentDownline.openDownline", { username: row.username })}
              >
                {t("agentDownline.below", { count: row.directCount })}
              </Link>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: "type",
      header: t("agentDownline.type"),
      cell: (row) => (row.isAgent === 0 ? t("agentDownline.member") : t("agentDownline.agent", { type: row.isAgent })),
    },
    ...(view.q ? [{ id: "upline", header: t("agentDownline.upline"), cell: (row: DownlineRowView) => row.parent }] : []),
    {
      id: "status",
      header: t("agentDownline.status"),
      cell: (row) => (
        <>
          {t(`agentDownline.statuses.${row.status}`)}
          {row.excluded ? (
            <>
              {" · "}
              <span data-excluded={row.username} title={t("agentDownline.excludedHint")}>
                {t("agentDownline.excluded")}
              </span>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: "balance",
      header: t("agentDownline.balance"),
      numeric: true,
      cell: (row) => <span data-balance-of={row.username}>{row.balance}</span>,
    },
    { id: "lastLogin", header: t("agentDownline.lastLogin"), cell: (row) => row.lastLogin ?? t("agentDownline.never") },
    { id: "joined", header: t("agentDownline.joined"), cell: (row) => row.joined },
    {
      id: "contract",
      header: t("agentDownline.contract"),
      cell: (row) =>
        row.contracts.length > 0
          ? row.contracts.map((kind) => t(`agentContracts.kinds.${kind}`)).join(", ")
          : t("agentDownline.noContract"),
    },
    {
      id: "actions",
      header: t("agentDownline.actions"),
      cell: (row) =>
        row.status === "ACTIVE" && !row.excluded ? (
          <Link
            to={hrefWith(pathname, search, { transfer: row.username })}
            aria-label={t("agentDownline.transferLabel", { username: row.username })}
          >
            {t("agentDownline.transfer")}
          </Link>
        ) : null,
    },
  ];
  const current = path[path.length - 1]?.username ?? "";
  return (
    <>
      {view.q ? null : (
        <nav aria-label={t("agentDownline.breadcrumbs")}>
          <ol className={member.tabs}>
            {path.map((step, index) => (
              <li key={step.username}>
                {index === path.length - 1 ? (
                  <span aria-current="page">{step.username}</span>
                ) : (
                  <>
                    <Link to={viewHref({ parent: index === 0 ? null : step.username, page: null })}>{step.username}</Link> ›
                  </>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {rows.length === 0 ? (
        <p className={money.muted} data-state="empty">
          {view.q ? t("agentDownline.noResults") : t("agentDownline.empty")}
        </p>
      ) : (
        <RecordsTable
          caption={view.q ? t("agentDownline.results", { q: view.q }) : t("agentDownline.caption", { username: current })}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.username}
          totals={{ label: t("agentDownline.count", { count: total }), cells: {} }}
        />
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefOf={(to) => viewHref({ page: to > 1 ? String(to) : null })}
        label={t("agentDownline.pages")}
      />
    </>
  );
}

/** The agent's balance, and where to set the withdrawal password the transfers need. */
function BalanceNote({ view }: { view: DownlineView }) {
  const { t } = useTranslation();
  const inCentre = useInCentre();
  return (
    <>
      {view.wallet.ok ? <p className={money.muted}>{t("money.availableBalance", { amount: view.wallet.value.balance })}</p> : null}
      <p className={money.muted}>
        {t("agentDownline.passwordHint")} <Link to={inCentre(MONEY_PATHS.withdrawalPassword)}>{t("agentDownline.setPassword")}</Link>
      </p>
    </>
  );
}

function DownlineTransfer({ view, to, cancelHref }: { view: DownlineView; to: string; cancelHref: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const form = useFormState<NextKey>({ form: "downline", rules: view.rules.downline });
  const account = form.field("to").errors;
  return (
    <CentreSection title={t("agentDownline.transferTitle", { username: to })} name="downline-transfer">
      <BalanceNote view={view} />
      <Form method="post" action={`${pathname}${search}`} className={money.form} {...form.props}>
        <Failure code={form.failure?.code} />
        {account ? <p className={money.alert}>{t(account[0] as "agentDownline.chooseAccount")}</p> : null}
        <KeyField value={form.extra?.nextKey ?? view.idempotencyKey} />
        <input type="hidden" name="intent" value="downline" />
        <input type="hidden" name="to" value={to} />
        <TextInput {...form.field("amount")} label={t("money.amount")} inputMode="decimal" />
        <WithdrawPasswordInput {...form.field("withdrawPassword")} />
        <div className={member.actions}>
          <SubmitButton label={t("agentDownline.transferSubmit")} action={pathname} />
          <Link to={cancelHref}>{t("agentDownline.cancel")}</Link>
        </div>
      </Form>
    </CentreSection>
  );
}

/** The member centre's transfer to upline, for the agent's own upline. */
function UplineTransfer({ view }: { view: DownlineView }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const form = useFormState<NextKey>({ form: "upline", rules: view.rules.upline });
  if (!view.wallet.ok) {
    return (
      <CentreSection title={t("agentDownline.uplineTitle")} name="upline">
        <SectionError code={view.wallet.code} />
      </CentreSection>
    );
  }
  const { upline } = view.wallet.value;
  return (
    <CentreSection title={upline ? `${t("agentDownline.uplineTitle")}: ${upline}` : t("agentDownline.uplineTitle")} name="upline">
      {upline === null ? (
        <p className={money.muted} data-state="empty">
          {t("money.noUpline")}
        </p>
      ) : (
        <>
          <BalanceNote view={view} />
          <Form method="post" action={`${pathname}${search}`} className={money.form} {...form.props}>
            <Failure code={form.failure?.code} />
            <KeyField value={form.extra?.nextKey ?? view.idempotencyKey} />
            <input type="hidden" name="intent" value="upline" />
            <TextInput {...form.field("amount")} label={t("money.amount")} inputMode="decimal" />
            <WithdrawPasswordInput {...form.field("withdrawPassword")} />
            <SubmitButton label={t("money.uplineSubmit")} action={pathname} />
          </Form>
        </>
      )}
    </CentreSection>
  );
}
