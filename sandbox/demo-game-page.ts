import { formatDateTime, offsetZone } from "../app/format/dates";
import { formatAmount, minorDigits } from "../app/format/money";
import type { GameSession } from "./demo-game-bet";

type PageLanguage = "EN" | "TY";

/** The game's amounts read the same in both of its languages, as a provider's page does. */
const MONEY_LOCALE = "en";

const TEXT: Record<PageLanguage, Record<string, string>> = {
  EN: {
    balance: "Balance",
    stake: "Stake",
    spin: "Spin",
    won: "You won",
    lost: "No win this time",
    trial: "Free trial: play money, nothing is debited.",
    network: "Network error: press Spin to retry the same bet.",
    gone: "This game session has expired or does not exist.",
    SESSION_LIMIT_REACHED: "You have reached one of your play time limits: this game is closed.",
    limitRefused: "Bet refused: only {left} of your {limit} {name} left.",
    limitRefusedUntil: "Bet refused: only {left} of your {limit} {name} left; more from {time}.",
    WAGER_DAY: "daily wager limit",
    WAGER_WEEK: "weekly wager limit",
    WAGER_MONTH: "monthly wager limit",
    LOSS_DAY: "daily loss limit",
    LOSS_WEEK: "weekly loss limit",
    LOSS_MONTH: "monthly loss limit",
  },
  TY: {
    balance: "Balanse",
    stake: "Taya",
    spin: "Paikutin",
    won: "Nanalo ka ng",
    lost: "Walang panalo ngayon",
    trial: "Libreng laro: hindi totoong pera, walang ibabawas.",
    network: "May problema sa network: pindutin ang Paikutin para ulitin ang taya.",
    gone: "Nag-expire na o wala ang game session na ito.",
    SESSION_LIMIT_REACHED: "Naabot mo na ang isa sa iyong mga limitasyon sa oras ng paglalaro: sarado na ang larong ito.",
    limitRefused: "Tinanggihan ang taya: {left} na lang ang natitira sa iyong {name} na {limit}.",
    limitRefusedUntil: "Tinanggihan ang taya: {left} na lang ang natitira sa iyong {name} na {limit}; madaragdagan ito mula {time}.",
    WAGER_DAY: "pang-araw-araw na limitasyon sa taya",
    WAGER_WEEK: "lingguhang limitasyon sa taya",
    WAGER_MONTH: "buwanang limitasyon sa taya",
    LOSS_DAY: "pang-araw-araw na limitasyon sa talo",
    LOSS_WEEK: "lingguhang limitasyon sa talo",
    LOSS_MONTH: "buwanang limitasyon sa talo",
  },
};

const STAKE_STEPS = [1, 2, 5, 10, 50];

const STYLE = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif;
         background: radial-gradient(circle at top, #263159, #0b0f1f); color: #f5f5f5; }
  main { width: min(360px, 92vw); padding: 24px; border-radius: 16px; background: #ffffff14; text-align: center; }
  img { width: 120px; height: 120px; border-radius: 16px; }
  h1 { font-size: 1.3rem; margin: 12px 0; }
  .balance { font-size: 1.6rem; font-weight: 700; }
  label { display: block; margin: 16px 0 8px; }
  select, button { font: inherit; padding: 8px 16px; border-radius: 8px; border: 0; }
  button { margin-top: 12px; width: 100%; font-weight: 700; background: #f4b400; color: #1b1b1b; cursor: pointer; }
  button:disabled { opacity: .6; cursor: wait; }
  [role=status] { min-height: 1.5em; margin-top: 16px; }
  .trial { color: #9fe2bf; font-size: .9rem; }`;

/**
 * The page's script. A bet's requestId is kept until the platform answers, so a
 * retry after a network error replays the same bet instead of placing a second one.
 * Its `money` writes amounts as `formatAmount` does in English, in the merchant's currency with its
 * own minor digits (the page's server-rendered amounts use it): the script runs in the game's own
 * page, where no module of the portal loads.
 */
const SCRIPT = `
  const root = document.querySelector("main");
  const text = JSON.parse(document.getElementById("text").textContent);
  const balance = document.getElementById("balance");
  const stake = document.getElementById("stake");
  const spin = document.getElementById("spin");
  const result = document.getElementById("result");
  const digits = Number(root.dataset.digits);
  const format = new Intl.NumberFormat("${MONEY_LOCALE}", { style: "currency", currency: root.dataset.currency, currencyDisplay: "narrowSymbol", minimumFractionDigits: digits, maximumFractionDigits: digits });
  const money = (minor) => {
    const whole = String(Math.abs(minor)).padStart(digits + 1, "0");
    return format.format((minor < 0 ? "-" : "") + (digits === 0 ? whole : whole.slice(0, -digits) + "." + whole.slice(-digits)));
  };
  const newRequestId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
  // Free-trial pages have no balance element; their bets answer balanceCents: null.
  let pending = null;
  spin.addEventListener("click", async () => {
    pending = pending || { stakeCents: Number(stake.value), requestId: newRequestId() };
    spin.disabled = true;
    try {
      const response = await fetch(location.pathname + "/bet", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(pending),
      });
      const data = await response.json();
      pending = null;
      if (!response.ok) {
        // The player's own limit: said in the page's language, with what the period has left and
        // when more comes back; a play-time limit in the page's words; anything else, the platform's message.
        const limit = data.limit;
        result.textContent = limit
          ? (data.moreFrom ? text.limitRefusedUntil.replace("{time}", data.moreFrom) : text.limitRefused).replace("{left}", money(limit.leftCents)).replace("{limit}", money(limit.limitCents)).replace("{name}", text[limit.kind + "_" + limit.period])
          : text[data.error] || data.message;
        result.dataset.error = data.error;
        return;
      }
      delete result.dataset.error;
      if (data.balanceCents !== null) balance.textContent = money(data.balanceCents);
      result.textContent = data.winCents > 0 ? text.won + " " + money(data.winCents) : text.lost;
    } catch {
      result.textContent = text.network;
    } finally {
      spin.disabled = false;
    }
  });`;

/**
 * When a refusing limit has room again, as the page says it: in the merchant's zone, named
 * ("2026-12-02 14:00 GMT+8"), rounded up to the minute so it never reads a little early; null
 * when the platform said nothing will free it.
 */
export function moreFromText(releasesAt: string | null, session: Pick<GameSession, "utcOffsetMinutes">): string | null {
  if (releasesAt === null) return null;
  return formatDateTime(Math.ceil(Date.parse(releasesAt) / 60_000) * 60_000, offsetZone(session.utcOffsetMinutes));
}

export function gamePage(session: GameSession, language: PageLanguage): string {
  const text = TEXT[language];
  const name = language === "TY" ? session.nameTy : session.nameEn;
  const { currency } = session;
  const options = STAKE_STEPS.map((step) => {
    const stake = session.minBetCents * step;
    return `<option value="${stake}">${escapeHtml(formatAmount(stake, currency, MONEY_LOCALE))}</option>`;
  }).join("");
  return `<!doctype html>
<html lang="${language === "TY" ? "tl" : "en"}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>${escapeHtml(name)}</title><style>${STYLE}</style></head>
<body><main data-currency="${escapeHtml(currency)}" data-digits="${minorDigits(currency)}">
<img src="/assets/games/${encodeURIComponent(session.nodeId)}.svg" alt="">
<h1>${escapeHtml(name)}</h1>
${
  session.freeTrial
    ? `<p class="trial">${text.trial}</p>`
    : `<div>${text.balance}</div><div class="balance" id="balance">${escapeHtml(formatAmount(session.balanceCents, currency, MONEY_LOCALE))}</div>`
}
<label for="stake">${text.stake}</label><select id="stake">${options}</select>
<button id="spin" type="button">${text.spin}</button>
<p id="result" role="status" aria-live="polite"></p>
</main>
<script type="application/json" id="text">${JSON.stringify(text).replace(/</g, "\\u003c")}</script>
<script>${SCRIPT}</script>
</body></html>`;
}

export function expiredPage(language: PageLanguage): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>404</title><style>${STYLE}</style></head><body><main><p>${TEXT[language].gone}</p></main></body></html>`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
