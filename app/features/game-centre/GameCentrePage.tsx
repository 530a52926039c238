import { useTranslation } from "~/i18n/react";
import { HomeSection, LoadedContent } from "~/ui/Section";
import { page } from "~/ui/page.css";
import type { GameCentreData } from "./types";
import { VendorGrid } from "~/features/games/VendorCard";

/** A game centre: a heading and one section of vendor cards per category. */
export function GameCentrePage({ centre }: { centre: GameCentreData }) {
  const { t } = useTranslation();
  return (
    <div className={page} data-page={`game-centre-${centre.centre}`}>
      <h1>{t(`gamePages.centre.${centre.centre}`)}</h1>
      <LoadedContent data={centre.sections}>
        {(sections) =>
          sections.map((section) => (
            <HomeSection key={section.gameType} name={`vendors-${section.gameType.toLowerCase()}`} title={section.title} size="vendors">
              <VendorGrid vendors={section.vendors} />
            </HomeSection>
          ))
        }
      </LoadedContent>
    </div>
  );
}
