import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import * as styles from "~/ui/auth.css";

export const FREE_PLAY_PATH = "/auth/free-play";

/** Free play (FREEPLAY3): a trial account for this browser, then home. A plain form post. */
export function FreePlayButton() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === FREE_PLAY_PATH;
  return (
    <Form method="post" action={FREE_PLAY_PATH} replace>
      <button type="submit" className={cx(ui.button.accent, ui.buttonLarge, styles.fullWidth)} disabled={busy}>
        {t("auth.freePlay")}
      </button>
    </Form>
  );
}
