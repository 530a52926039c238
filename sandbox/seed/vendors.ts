import type Database from "better-sqlite3";
import type { GameType } from "../../app/platform/contract";
import type { SeededMerchant } from "./merchants";

export interface VendorSeed {
  code: string;
  name: string;
  gameType: GameType;
  /** VASSALAGE: the card opens the vendor's game list. GAME: the card launches `lobby.gameCode`. */
  isGame: "GAME" | "VASSALAGE";
  /** For GAME vendors: their first game, the one the card launches. */
  lobby?: { gameCode: string; nameEn: string; nameTy: string };
  gameCount: number;
  maintenance?: boolean;
  /** The vendor's pages refuse to be framed: its games open in a new window. */
  newWindow?: boolean;
}

const vassalage = (code: string, name: string, gameType: GameType, gameCount: number, maintenance = false): VendorSeed => ({
  code,
  name,
  gameType,
  isGame: "VASSALAGE",
  gameCount,
  maintenance,
});

const lobby = (
  code: string,
  name: string,
  gameType: GameType,
  gameCount: number,
  gameCode: string,
  nameEn: string,
  nameTy: string,
): VendorSeed => ({ code, name, gameType, isGame: "GAME", lobby: { gameCode, nameEn, nameTy }, gameCount });

/** Every vendor of the platform; the counts add up to 10,000 games. */
export const VENDORS: VendorSeed[] = [
  vassalage("PG", "PG Soft", "RNG", 1200),
  vassalage("JILI", "JILI", "RNG", 1100),
  vassalage("PP", "Pragmatic Play", "RNG", 1100),
  vassalage("FC", "Fa Chai", "RNG", 600),
  vassalage("JDB", "JDB", "RNG", 700),
  vassalage("CQ9", "CQ9", "RNG", 800),
  vassalage("SPADE", "Spade Gaming", "RNG", 500),
  vassalage("KA", "KA Gaming", "RNG", 700),
  vassalage("RT", "Red Tiger", "RNG", 400, true),
  vassalage("PS", "PlayStar", "RNG", 300),
  vassalage("HAB", "Habanero", "RNG", 500),
  vassalage("NE", "NetEnt", "RNG", 400),
  vassalage("MG", "Microgaming", "RNG", 400),

  vassalage("EVO", "Evolution", "LIVE", 120),
  lobby("SEXY", "Sexy Baccarat", "LIVE", 30, "SEXY_LOBBY", "Sexy Baccarat Lobby", "Lobby ng Sexy Baccarat"),
  lobby("DG", "Dream Gaming", "LIVE", 40, "DG_LOBBY", "Dream Gaming Lobby", "Lobby ng Dream Gaming"),
  vassalage("SA", "SA Gaming", "LIVE", 60),
  lobby("WM", "WM Casino", "LIVE", 40, "WM_LOBBY", "WM Casino Lobby", "Lobby ng WM Casino"),
  vassalage("AG", "Asia Gaming", "LIVE", 60),

  vassalage("JILI_FISH", "JILI Fishing", "FISH", 40),
  vassalage("JDB_FISH", "JDB Fishing", "FISH", 30),
  vassalage("FC_FISH", "Fa Chai Fishing", "FISH", 30),
  vassalage("KA_FISH", "KA Fishing", "FISH", 20),

  vassalage("KM", "Kingmaker", "PVP", 200),
  vassalage("V8", "V8 Poker", "PVP", 150),
  vassalage("KY", "Kaiyuan", "PVP", 250),
  vassalage("TP", "TP Poker", "PVP", 110),

  lobby("SABA", "SABA Sports", "SPORTS", 1, "SABA", "SABA Sportsbook", "SABA Sportsbook"),
  { ...lobby("SBO", "SBOBET", "SPORTS", 1, "SBO", "SBOBET Sportsbook", "SBOBET Sportsbook"), newWindow: true },
  lobby("CMD", "CMD368", "SPORTS", 1, "CMD", "CMD368 Sportsbook", "CMD368 Sportsbook"),
  lobby("BTI", "BTi Sports", "SPORTS", 1, "BTI", "BTi Sportsbook", "BTi Sportsbook"),

  lobby("TF", "TF Gaming", "ESPORTS", 1, "TF", "TF E-Sports", "TF E-Sports"),
  lobby("IA", "IA E-Sports", "ESPORTS", 1, "IA", "IA E-Sports Arena", "IA E-Sports Arena"),
  lobby("IM_ES", "IM E-Sports", "ESPORTS", 1, "IMES", "IM E-Sports", "IM E-Sports"),

  lobby("TCG_SEA", "TCG SEA Lottery", "LOTTERY", 30, "SEA", "SEA Lottery Lobby", "Lobby ng SEA Lottery"),
  lobby("TCG_LOTTO_VN", "TCG Vietnam Lotto", "LOTTERY", 40, "VN", "Vietnam Lotto Lobby", "Lobby ng Vietnam Lotto"),
  lobby("LOTT", "Lottery", "LOTTERY", 20, "LOTT", "Lottery Lobby", "Lobby ng Loterya"),
  lobby("ELOTT", "E-Lottery", "LOTTERY", 20, "ELOTT", "E-Lottery Lobby", "Lobby ng E-Loterya"),

  lobby("DS88", "DS88 Sabong", "COCKFIGHT", 2, "DS88", "DS88 Sabong Live", "DS88 Sabong Live"),
  lobby("SV388", "SV388", "COCKFIGHT", 1, "SV388", "SV388 Cockfight Arena", "SV388 Arena ng Sabong"),
];

/**
 * Which vendors each merchant offers, in display order. AURORA has them all (13 in
 * RNG: the header's large hover menu); LUMEN has no cockfight and TALA no e-sports,
 * so their side menus hide those categories; SAIGON has Vietnam's lotto, and no e-sports.
 */
export const MERCHANT_VENDORS: Record<SeededMerchant, string[]> = {
  AURORA: VENDORS.map((vendor) => vendor.code),
  LUMEN: [
    "PG",
    "JILI",
    "PP",
    "FC",
    "JDB",
    "CQ9",
    "EVO",
    "SEXY",
    "DG",
    "JILI_FISH",
    "FC_FISH",
    "KM",
    "V8",
    "SABA",
    "SBO",
    "TF",
    "LOTT",
    "ELOTT",
  ],
  TALA: [
    "JILI",
    "PG",
    "FC",
    "JDB",
    "SPADE",
    "KA",
    "PS",
    "HAB",
    "SEXY",
    "EVO",
    "SA",
    "AG",
    "JILI_FISH",
    "JDB_FISH",
    "KA_FISH",
    "KY",
    "TP",
    "KM",
    "CMD",
    "SABA",
    "TCG_SEA",
    "TCG_LOTTO_VN",
    "LOTT",
    "ELOTT",
    "DS88",
    "SV388",
  ],
  SAIGON: [
    "PG",
    "JILI",
    "PP",
    "FC",
    "JDB",
    "CQ9",
    "EVO",
    "SEXY",
    "DG",
    "SA",
    "AG",
    "JILI_FISH",
    "FC_FISH",
    "KM",
    "V8",
    "SABA",
    "SBO",
    "TCG_LOTTO_VN",
    "LOTT",
    "SV388",
  ],
};

function vendorLogoPath(code: string): string {
  return `/assets/vendors/${code}.svg`;
}

export function seedVendors(db: Database.Database): void {
  const insertVendor = db.prepare(
    "INSERT INTO vendors (code, name, game_type, is_game, game_code, logo_path, maintenance, new_window) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  for (const vendor of VENDORS) {
    insertVendor.run(
      vendor.code,
      vendor.name,
      vendor.gameType,
      vendor.isGame,
      vendor.lobby?.gameCode ?? null,
      vendorLogoPath(vendor.code),
      vendor.maintenance ? 1 : 0,
      vendor.newWindow ? 1 : 0,
    );
  }
  for (const [merchant, codes] of Object.entries(MERCHANT_VENDORS)) offerVendors(db, merchant, codes);
}

/** The vendors a merchant offers, in display order. */
export function offerVendors(db: Database.Database, merchant: string, codes: readonly string[]): void {
  const insertOffer = db.prepare("INSERT INTO merchant_vendors (merchant, vendor_code, sort) VALUES (?, ?, ?)");
  codes.forEach((code, sort) => insertOffer.run(merchant, code, sort));
}
