/**
 * `/real-account`: the "need a real account" prompt over the home, where a
 * trial account's member-only links go and where `requireRealAccount` sends a trial
 * account's request for a member page. The layout's FavouritesProvider renders the prompt
 * on this page (its one copy of the prompt: importing it here would split it off the layout's code).
 */
export default function RealAccount() {
  return null;
}
