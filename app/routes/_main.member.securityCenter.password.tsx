import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as styles from "~/ui/panel.css";
import { ChangePasswordForm } from "~/features/passwords/ChangePasswordDialog";
import { CHANGED_PATH, changePassword, changeView } from "~/features/passwords/change.server";
import { securityTabPath } from "~/features/security/tabs";
import * as ui from "~/ui/ui.css";
import { NO_STORE } from "~/http/cache-headers";

const TAB = securityTabPath("password");

/** `/member/securityCenter/password`: the change-password form of the popup, as a tab. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return data(await changeView(request, context), { headers: NO_STORE });
}

/** A change goes to the home, as the popup's does, where the flash message says that it worked. */
export const action = ({ request, context }: ActionFunctionArgs) => changePassword(request, context, { to: CHANGED_PATH, say: true });

export default function PasswordTab() {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      <h2 className={ui.dialogTitle}>{t("security.tabs.password")}</h2>
      <ChangePasswordForm view={useLoaderData<typeof loader>()} action={TAB} />
    </div>
  );
}
