import { useTranslation } from "~/i18n/react";
import { SectionError } from "~/ui/Section";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import * as money from "~/ui/account-page.css";
import type { RulesView } from "./rules.server";

/** `/pointMall/rules`: the platform's rules text, paragraph by paragraph (as text). */
export function RulesPage({ view }: { view: RulesView }) {
  const { t } = useTranslation();
  const { paragraphs } = view;
  return (
    <CentrePage name="pointMallRules" title={t("pointMall.rulesTitle")}>
      {!paragraphs.ok ? (
        <SectionError code={paragraphs.code} />
      ) : paragraphs.value.length === 0 ? (
        <p className={money.muted} data-state="empty">
          {t("pointMall.rulesEmpty")}
        </p>
      ) : (
        <CentreSection title={t("pointMall.rulesTitle")} name="rules">
          {paragraphs.value.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </CentreSection>
      )}
    </CentrePage>
  );
}
