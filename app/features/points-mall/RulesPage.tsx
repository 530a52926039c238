import { useTranslation } from "~/i18n/react";
import { SectionError } from "~/features/home/HomeSection";
import { MoneyPage, MoneySection } from "~/features/money/MoneyUi";
import * as money from "~/features/money/money.css";
import type { RulesView } from "./rules.server";

/** `/pointMall/rules`: the platform's rules text, paragraph by paragraph (as text). */
export function RulesPage({ view }: { view: RulesView }) {
  const { t } = useTranslation();
  const { paragraphs } = view;
  return (
    <MoneyPage name="pointMallRules" title={t("pointMall.rulesTitle")}>
      {!paragraphs.ok ? (
        <SectionError code={paragraphs.error} />
      ) : paragraphs.value.length === 0 ? (
        <p className={money.muted} data-state="empty">
          {t("pointMall.rulesEmpty")}
        </p>
      ) : (
        <MoneySection title={t("pointMall.rulesTitle")} name="rules">
          {paragraphs.value.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </MoneySection>
      )}
    </MoneyPage>
  );
}
