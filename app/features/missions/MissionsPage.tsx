import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SectionError } from "~/ui/Section";
import * as money from "~/ui/account-page.css";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import { useFormState } from "~/forms/use-form-state";
import { Failure, KeyField, SubmitButton } from "~/ui/FormParts";
import { LeaderboardTable } from "./LeaderboardTable";
import type { MissionsView, MissionView } from "./missions.server";
import { MISSIONS_PATH } from "./paths";
import * as styles from "./missions.css";

/** The mission leaderboard page: the player's missions with their claims, then the week's ranking. */
export function MissionsPage({ view }: { view: MissionsView }) {
  const { t } = useTranslation();
  const form = useFormState({ form: "mission", action: MISSIONS_PATH });
  const formError = form.field("missionId").errors?.[0] ?? form.field("idempotencyKey").errors?.[0];
  return (
    <CentrePage name="missionLeaderboard" title={t("missions.title")}>
      <CentreSection title={t("missions.listTitle")} name="missions">
        <Failure code={form.failure?.code} />
        {formError ? (
          <p role="alert" className={money.alert} data-field-error="mission">
            {t(formError as "money.formExpired")}
          </p>
        ) : null}
        {!view.missions.ok ? (
          <SectionError code={view.missions.code} />
        ) : view.missions.value.length === 0 ? (
          <p className={money.muted} data-state="empty">
            {t("missions.none")}
          </p>
        ) : (
          <ul className={money.list}>
            {view.missions.value.map((mission) => (
              <Mission key={mission.id} mission={mission} />
            ))}
          </ul>
        )}
      </CentreSection>
      <CentreSection title={t("missions.leaderboardTitle")} name="mission-leaderboard">
        {!view.leaderboard.ok ? (
          <SectionError code={view.leaderboard.code} />
        ) : view.leaderboard.value.entries.length === 0 ? (
          <p className={money.muted} data-state="empty">
            {t("missions.leaderboardEmpty")}
          </p>
        ) : (
          <LeaderboardTable
            entries={view.leaderboard.value.entries}
            own={view.leaderboard.value.own}
            caption={t("missions.leaderboardCaption")}
            labels={{ rank: t("missions.rank"), player: t("missions.player"), points: t("missions.points") }}
          />
        )}
        {view.leaderboard.ok && view.leaderboard.value.own === null ? (
          <p className={money.muted} data-state="not-ranked">
            {t("missions.notRanked")}
          </p>
        ) : null}
      </CentreSection>
    </CentrePage>
  );
}

function Mission({ mission }: { mission: MissionView }) {
  const { t } = useTranslation();
  const titleId = `mission-${mission.id}`;
  return (
    <li className={styles.mission} data-mission={mission.id} data-status={mission.status} aria-labelledby={titleId}>
      <div className={styles.missionHead}>
        <h3 id={titleId} className={styles.missionTitle}>
          {mission.title}
        </h3>
        <span className={money.muted}>{t(`missions.periods.${mission.period}`, { time: mission.endsAt })}</span>
      </div>
      <progress
        className={styles.bar}
        max={100}
        value={mission.percent}
        aria-labelledby={titleId}
        aria-valuetext={t("missions.progress", { progress: mission.progress, target: mission.target })}
      />
      <p className={money.muted}>
        {t("missions.progress", { progress: mission.progress, target: mission.target })}
        {" · "}
        {t("missions.reward", { amount: mission.reward, points: mission.points })}
      </p>
      {mission.status === "COMPLETED" ? (
        <Form method="post" action={MISSIONS_PATH} noValidate>
          <input type="hidden" name="missionId" value={mission.id} />
          <KeyField value={mission.idempotencyKey} />
          <SubmitButton label={t("missions.claim", { title: mission.title })} action={MISSIONS_PATH} />
        </Form>
      ) : (
        <p className={money.muted} data-state={mission.status}>
          {t(`missions.statuses.${mission.status}`)}
        </p>
      )}
    </li>
  );
}
