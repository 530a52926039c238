import type { GameType } from "../../app/platform/contract";
import type { Random } from "./random";

/** A game name in both languages: [EN, TY]. */
export type GameName = readonly [en: string, ty: string];
type Words = readonly GameName[];

// Tagalog adjectives carry their linker ("-ng" after a vowel, "na" after a consonant).
const ADJECTIVES: Words = [
  ["Golden", "Gintong"],
  ["Lucky", "Masuwerteng"],
  ["Wild", "Mabangis na"],
  ["Mighty", "Makapangyarihang"],
  ["Royal", "Maharlikang"],
  ["Mystic", "Misteryosong"],
  ["Fiery", "Nag-aapoy na"],
  ["Sweet", "Matamis na"],
  ["Great", "Dakilang"],
  ["Magic", "Mahikang"],
  ["Shining", "Nagniningning na"],
  ["Ancient", "Sinaunang"],
  ["Happy", "Masayang"],
  ["Crazy", "Baliw na"],
  ["Hot", "Mainit na"],
  ["Red", "Pulang"],
  ["Blue", "Asul na"],
  ["Dancing", "Sumasayaw na"],
  ["Brave", "Matapang na"],
  ["Rich", "Mayamang"],
  ["Sacred", "Banal na"],
  ["Frozen", "Nagyelong"],
  ["Eternal", "Walang Hanggang"],
  ["Diamond", "Diyamanteng"],
  ["Silver", "Pilak na"],
  ["Grand", "Engrandeng"],
  ["Little", "Munting"],
  ["Flying", "Lumilipad na"],
  ["Hidden", "Nakatagong"],
  ["Secret", "Lihim na"],
  ["Midnight", "Hatinggabing"],
  ["Jade", "Jade na"],
];

const NOUNS: Words = [
  ["Dragon", "Dragon"],
  ["Tiger", "Tigre"],
  ["Phoenix", "Phoenix"],
  ["Fortune", "Kapalaran"],
  ["Treasure", "Kayamanan"],
  ["Gems", "Hiyas"],
  ["Panda", "Panda"],
  ["Lion", "Leon"],
  ["Koi", "Koi"],
  ["Pharaoh", "Paraon"],
  ["Buffalo", "Kalabaw"],
  ["Wolf", "Lobo"],
  ["Eagle", "Agila"],
  ["Monkey", "Unggoy"],
  ["Horse", "Kabayo"],
  ["Rooster", "Tandang"],
  ["Temple", "Templo"],
  ["Empire", "Imperyo"],
  ["Kingdom", "Kaharian"],
  ["Queen", "Reyna"],
  ["King", "Hari"],
  ["Princess", "Prinsesa"],
  ["Ninja", "Ninja"],
  ["Samurai", "Samurai"],
  ["Pirates", "Pirata"],
  ["Fruits", "Prutas"],
  ["Candy", "Kendi"],
  ["Coins", "Barya"],
  ["Gold", "Ginto"],
  ["Pearls", "Perlas"],
  ["Stars", "Bituin"],
  ["Moon", "Buwan"],
  ["Sun", "Araw"],
  ["Volcano", "Bulkan"],
  ["Jungle", "Gubat"],
  ["Ocean", "Karagatan"],
  ["Island", "Isla"],
  ["Festival", "Pista"],
  ["Carnival", "Karnabal"],
  ["Riches", "Salapi"],
  ["Bells", "Kampana"],
  ["Cherries", "Seresa"],
  ["Mango", "Mangga"],
  ["Jeepney", "Dyip"],
];

const SLOT_SUFFIXES: Words = [
  ["", ""],
  ["Deluxe", "Deluxe"],
  ["Megaways", "Megaways"],
  ["Hold and Win", "Hold and Win"],
  ["Rising", "Pagsikat"],
  ["Returns", "Pagbabalik"],
  ["Reloaded", "Reloaded"],
  ["Legends", "Alamat"],
  ["Power", "Lakas"],
  ["Bonanza", "Bonanza"],
];
const JACKPOT_SUFFIXES: Words = [
  ["Jackpot", "Jackpot"],
  ["Mega Jackpot", "Mega Jackpot"],
  ["Grand Jackpot", "Grand Jackpot"],
  ["Link", "Link"],
];
const POKER_VARIANTS: Words = [
  ["Jacks or Better", "Jacks or Better"],
  ["Deuces Wild", "Deuces Wild"],
  ["Joker Poker", "Joker Poker"],
  ["Bonus Poker", "Bonus Poker"],
  ["Double Bonus Poker", "Double Bonus Poker"],
  ["Aces and Faces", "Aces and Faces"],
];
const TABLE_GAMES: Words = [
  ["Blackjack", "Blackjack"],
  ["Roulette", "Roulette"],
  ["Baccarat", "Baccarat"],
  ["Sic Bo", "Sic Bo"],
  ["Dragon Tiger", "Dragon Tiger"],
  ["Teen Patti", "Teen Patti"],
  ["Andar Bahar", "Andar Bahar"],
  ["Pai Gow", "Pai Gow"],
  ["Fan Tan", "Fan Tan"],
  ["Color Game", "Color Game"],
  ["Lucky 9", "Lucky 9"],
];
const ARCADE_WORDS: Words = [
  ["Dash", "Takbo"],
  ["Rush", "Dagsa"],
  ["Crash", "Crash"],
  ["Plinko", "Plinko"],
  ["Mines", "Mina"],
  ["Keno", "Keno"],
  ["Dice", "Dais"],
  ["Wheel", "Gulong"],
];
const LIVE_PREFIXES: Words = [
  ["", ""],
  ["Speed", "Mabilis na"],
  ["VIP", "VIP"],
  ["Lightning", "Kidlat na"],
  ["Classic", "Klasikong"],
  ["Squeeze", "Squeeze"],
  ["Salon Prive", "Salon Prive"],
  ["Turbo", "Turbo"],
  ["No Commission", "Walang Komisyong"],
];
const FISH_SUBJECTS: Words = [
  ["Ocean", "Karagatan"],
  ["Shark", "Pating"],
  ["Dragon", "Dragon"],
  ["Mermaid", "Sirena"],
  ["Whale", "Balyena"],
  ["Octopus", "Pugita"],
  ["Crab", "Alimango"],
  ["Lobster", "Ulang"],
  ["Sea", "Dagat"],
  ["Turtle", "Pagong"],
];
const FISH_WORDS: Words = [
  ["Fishing", "Pangingisda"],
  ["Hunter", "Mangangaso"],
  ["King", "Hari"],
  ["Party", "Salu-salo"],
  ["Legend", "Alamat"],
  ["Blast", "Sabog"],
];
const PVP_GAMES: Words = [
  ["Tongits", "Tongits"],
  ["Pusoy", "Pusoy"],
  ["Pusoy Dos", "Pusoy Dos"],
  ["Lucky 9", "Lucky 9"],
  ["Texas Hold'em", "Texas Hold'em"],
  ["Rummy", "Rummy"],
  ["Mahjong", "Mahjong"],
  ["Bull Bull", "Bull Bull"],
  ["Blackjack", "Blackjack"],
  ["Pai Gow", "Pai Gow"],
  ["Sabong Cards", "Baraha ng Sabong"],
  ["Omaha", "Omaha"],
  ["Teen Patti", "Teen Patti"],
  ["Dragon Tiger", "Dragon Tiger"],
];
const PVP_ROOMS: Words = [
  ["", ""],
  ["Classic", "Klasiko"],
  ["Turbo", "Turbo"],
  ["VIP", "VIP"],
  ["Rush", "Dagsa"],
  ["Pro", "Pro"],
  ["Royale", "Royale"],
  ["Duel", "Tunggalian"],
  ["Party", "Salu-salo"],
  ["Showdown", "Tapatan"],
];
const LOTTERY_DRAWS: Words = [
  ["Thai Lotto", "Thai Lotto"],
  ["Malaysia 4D", "Malaysia 4D"],
  ["Singapore 4D", "Singapore 4D"],
  ["Lao Lotto", "Lao Lotto"],
  ["Lotto 6/42", "Lotto 6/42"],
  ["Mega Lotto 6/45", "Mega Lotto 6/45"],
  ["Super Lotto 6/49", "Super Lotto 6/49"],
  ["Grand Lotto 6/55", "Grand Lotto 6/55"],
  ["Ultra Lotto 6/58", "Ultra Lotto 6/58"],
  ["Swertres", "Swertres"],
  ["EZ2", "EZ2"],
  ["Keno", "Keno"],
  ["Fast 3", "Fast 3"],
  ["Pick 3", "Pick 3"],
  ["Mien Bac", "Mien Bac"],
  ["Mien Nam", "Mien Nam"],
  ["Mien Trung", "Mien Trung"],
];
const LOTTERY_SCHEDULES: Words = [
  ["", ""],
  ["1 Minute", "1 Minuto"],
  ["3 Minutes", "3 Minuto"],
  ["5 Minutes", "5 Minuto"],
  ["Night Draw", "Bola sa Gabi"],
  ["Morning Draw", "Bola sa Umaga"],
];
const ARENAS: Words = [
  ["Main Arena", "Pangunahing Arena"],
  ["Derby", "Derby"],
  ["Night Derby", "Derby sa Gabi"],
];
const TABLE_IDS = "ABCDEFGHJKLMNPQRSTUVWXYZ".split("");

const join = (...parts: string[]) => parts.filter(Boolean).join(" ");
const combine = (...words: GameName[]): GameName => [join(...words.map((w) => w[0])), join(...words.map((w) => w[1]))];

/** A plausible name for a game of this type and sub-category. Not unique on its own: the caller retries. */
export function gameName(random: Random, gameType: GameType, classify: string | null): GameName {
  switch (gameType) {
    case "RNG":
    case "PVP":
      return classifiedName(random, gameType, classify);
    case "LIVE": {
      const table = random.pick(TABLE_IDS) + (random.chance(0.5) ? String(random.int(1, 20)) : "");
      return combine(random.pick(LIVE_PREFIXES), random.pick(TABLE_GAMES), [table, table]);
    }
    case "FISH":
      return combine(random.pick(ADJECTIVES), random.pick(FISH_SUBJECTS), random.pick(FISH_WORDS));
    case "LOTTERY":
      return combine(random.pick(LOTTERY_DRAWS), random.pick(LOTTERY_SCHEDULES));
    default:
      return combine(random.pick(NOUNS), random.pick(ARENAS));
  }
}

function classifiedName(random: Random, gameType: "RNG" | "PVP", classify: string | null): GameName {
  const adjective = random.pick(ADJECTIVES);
  switch (classify) {
    case "JACKPOT":
      return combine(adjective, random.pick(NOUNS), random.pick(JACKPOT_SUFFIXES));
    case "SCRATCH":
      return combine(adjective, random.pick(NOUNS), ["Scratch", "Kaskas"]);
    case "VIDEO_POKER":
      return combine(adjective, random.pick(POKER_VARIANTS));
    case "TABLE":
      return gameType === "PVP"
        ? combine(adjective, random.pick(PVP_GAMES), random.pick(PVP_ROOMS))
        : combine(adjective, random.pick(TABLE_GAMES));
    case "ARCADE":
      return combine(adjective, random.pick(NOUNS), random.pick(ARCADE_WORDS));
    case "BINGO":
      return combine(adjective, random.pick(NOUNS), ["Bingo", "Bingo"]);
    default:
      return combine(adjective, random.pick(NOUNS), random.pick(SLOT_SUFFIXES));
  }
}
