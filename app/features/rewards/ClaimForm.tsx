import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";
import { KeyField } from "~/ui/FormParts";
import * as ui from "~/ui/ui.css";
import { VisuallyHidden } from "~/ui/VisuallyHidden";
import type { RewardSource } from "./claim.server";

interface Props {
  /** The page whose action claims (the reward centre, the red envelopes). */
  action: string;
  source: RewardSource;
  id: number;
  claimKey: string;
  /** What is claimed, read after the button's word by screen readers ("Claim Lucky draw prize"). */
  title: string;
}

/** One reward's claim: a plain form post (works without JavaScript); its button says so while it posts. */
export function ClaimForm({ action, source, id, claimKey, title }: Props) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("id") === String(id) && navigation.formData.get("source") === source;
  return (
    <Form method="post" action={action} data-claim={`${source}-${id}`}>
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="id" value={id} />
      <KeyField value={claimKey} />
      <button type="submit" className={cx(ui.button.primary)} disabled={busy} aria-busy={busy}>
        {busy ? t("money.processing") : t("rewardCenter.claim")}
        <VisuallyHidden> {title}</VisuallyHidden>
      </button>
    </Form>
  );
}
