import { describe, expect, it } from "vitest";
import { categoryName, kindName, type Translate } from "~/features/agent/reports/report";
import { createTranslator } from "~/i18n/translator";
import en from "~/i18n/packs/en.json";
import ty from "~/i18n/packs/ty.json";
import { TRANSACTION_KINDS } from "~/platform/contract/money";

// The reports build keys from codes at run time, so they read the translator through a string-keyed `t` (as their page does).
const translators = [createTranslator({ language: "EN", pack: en }), createTranslator({ language: "TY", pack: ty })].map(
  ({ language, t, exists }) => ({ language, t: t as Translate, exists }),
);

describe("the agent reports' ledger type names", () => {
  it.each(translators.map((translator) => [translator.language, translator] as const))(
    "name every kind the platform writes, and its category, in %s",
    (_, { t, exists }) => {
      for (const kind of TRANSACTION_KINDS) {
        expect(exists(`agentReports.kinds.${kind.replaceAll(".", "_")}`), kind).toBe(true);
        expect(exists(`agentReports.categories.${kind.split(".")[0]}`), kind).toBe(true);
        expect(kindName(t, kind)).not.toBe(t("agentReports.otherKind"));
      }
    },
  );

  it("name a kind added later by its category, and an unknown category as Other, never by its code", () => {
    const { t } = translators[0];
    expect(kindName(t, "salary.paid")).toBe(en.agentReports.kinds.salary_paid);
    expect(kindName(t, "dividend.daily")).toBe(en.agentReports.categories.dividend);
    expect(kindName(t, "jackpot.win")).toBe(en.agentReports.otherKind);
    expect(categoryName(t, "jackpot")).toBe(en.agentReports.otherKind);
    expect(kindName(translators[1].t, "jackpot.win")).toBe(ty.agentReports.otherKind);
  });
});
