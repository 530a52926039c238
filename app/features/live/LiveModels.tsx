import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as styles from "~/features/game-pages/game-pages.css";
import { HomeSection, LoadedContent, NoData } from "~/ui/Section";
import type { Loaded } from "~/ui/loaded";
import type { LiveModelView } from "./types";

/** The live models; an online one's "chat" link opens the chat-room popup (a page of its own without JavaScript). */
export function LiveModels({ models }: { models: Loaded<LiveModelView> }) {
  const { t } = useTranslation();
  return (
    <HomeSection name="live-models" title={t("gamePages.live.models")} size="vendors">
      <LoadedContent data={models}>
        {(items) =>
          items.length === 0 ? (
            <NoData text={t("common.noData")} />
          ) : (
            <ul className={styles.list}>
              {items.map((model) => (
                <li key={model.modelId} className={styles.row} data-model={model.modelId} data-online={model.online}>
                  <span>
                    <img src={model.avatar} alt="" width={48} height={48} loading="lazy" decoding="async" /> {model.name}
                  </span>
                  <span className={styles.muted}>
                    {model.online
                      ? `${t("gamePages.live.online")} · ${t("gamePages.live.viewers", { count: model.viewers })}`
                      : t("gamePages.live.offline")}
                  </span>
                  {model.chatHref ? (
                    <Link to={model.chatHref} preventScrollReset data-chat-link>
                      {t("gamePages.live.chatWith", { name: model.name })}
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </LoadedContent>
    </HomeSection>
  );
}
