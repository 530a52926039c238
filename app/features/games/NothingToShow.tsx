import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { NoData } from "~/ui/Section";

/** An action's page reached without a post (an address typed in, a reload): nothing to show, a way home. */
export function NothingToShow() {
  const { t } = useTranslation();
  return (
    <>
      <NoData text={t("common.noData")} />
      <Link to="/">{t("games.back")}</Link>
    </>
  );
}
