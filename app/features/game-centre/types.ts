import type { Loaded } from "~/ui/loaded";
import type { GameType } from "~/platform/contract/common";
import type { GameCentreId } from "./centres";

/** A vendor card of a game centre: it launches the vendor's lobby. */
export interface LaunchVendorView {
  code: string;
  name: string;
  logo: string;
  maintenance: boolean;
  /** The vendor released games lately (the platform's new-game vendor list). */
  isNew: boolean;
}

export interface GameCentreSection {
  gameType: GameType;
  title: string;
  vendors: LaunchVendorView[];
}

export interface GameCentreData {
  centre: GameCentreId;
  canonical: string;
  /** The vendors, or why the categories could not be loaded. */
  sections: Loaded<GameCentreSection>;
}
