import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { pageHref } from "~/ui/paging";
import { SectionError } from "~/ui/Section";
import * as styles from "~/ui/account-page.css";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import { DataTable } from "~/ui/DataTable";
import { PROMOTIONS_PATH } from "~/features/promotions/paths";
import { useFormState } from "~/forms/use-form-state";
import { Failure } from "~/ui/FormParts";
import { Pagination } from "~/ui/Pagination";
import { ClaimForm } from "./ClaimForm";
import { REWARD_CENTRE_PATH, REWARD_FORM } from "./paths";
import type { RewardCentreView, RewardRow } from "./reward-centre.server";

/** The reward centre: what waits to be claimed (with its claim button), then what was claimed and when. */
export function RewardCentrePage({ view }: { view: RewardCentreView }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { failure } = useFormState({ form: REWARD_FORM, action: REWARD_CENTRE_PATH });
  const { claimable, claimed } = view;
  return (
    <CentrePage name="rewardCenter" title={t("rewardCenter.title")}>
      <Failure code={failure?.code} />
      <CentreSection title={t("rewardCenter.claimableTitle")} name="claimable">
        {!claimable.ok ? (
          <SectionError code={claimable.code} />
        ) : claimable.value.rows.length === 0 ? (
          <p className={styles.muted} data-state="empty">
            {t("rewardCenter.emptyClaimable")} <Link to={PROMOTIONS_PATH}>{t("rewardCenter.browsePromotions")}</Link>
          </p>
        ) : (
          <RewardTable rows={claimable.value.rows} caption={t("rewardCenter.claimableTitle")} claimable />
        )}
      </CentreSection>
      <CentreSection title={t("rewardCenter.claimedTitle")} name="claimed">
        {!claimed.ok ? (
          <SectionError code={claimed.code} />
        ) : claimed.value.rows.length === 0 ? (
          <p className={styles.muted} data-state="empty">
            {t("rewardCenter.emptyClaimed")}
          </p>
        ) : (
          <>
            <RewardTable rows={claimed.value.rows} caption={t("rewardCenter.claimedTitle")} claimable={false} />
            <Pagination
              page={claimed.value.page}
              totalPages={claimed.value.totalPages}
              hrefOf={(page) => pageHref(pathname, search, page)}
              label={t("rewardCenter.pages")}
            />
          </>
        )}
      </CentreSection>
    </CentrePage>
  );
}

function RewardTable({ rows, caption, claimable }: { rows: RewardRow[]; caption: string; claimable: boolean }) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={caption}
      columns={[
        { id: "reward", header: t("rewardCenter.reward"), rowHeader: true, cell: (row) => row.title },
        { id: "source", header: t("rewardCenter.source"), cell: (row) => t(`rewardCenter.sources.${row.source}`) },
        { id: "amount", header: t("rewardCenter.amount"), numeric: true, cell: (row) => row.amount },
        {
          id: "time",
          header: claimable ? t("rewardCenter.expiresAt") : t("rewardCenter.claimedAt"),
          cell: (row) => row.time ?? t("rewardCenter.noExpiry"),
        },
        ...(claimable
          ? [
              {
                id: "action",
                header: t("rewardCenter.action"),
                cell: (row: RewardRow) =>
                  row.claimKey ? (
                    <ClaimForm action={REWARD_CENTRE_PATH} source={row.source} id={row.id} claimKey={row.claimKey} title={row.title} />
                  ) : null,
              },
            ]
          : []),
      ]}
      rows={rows}
      rowKey={(row) => `${row.source}-${row.id}`}
      rowProps={(row) => ({ "data-reward": `${row.source}-${row.id}` })}
    />
  );
}
