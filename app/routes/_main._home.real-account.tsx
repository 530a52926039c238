import { useNavigate } from "@remix-run/react";
import { RealAccountPrompt } from "~/features/games/RealAccountPrompt";

/**
 * `/real-account`: the "need a real account" prompt over the home (SPEC.md §6), where a
 * trial account's protected link goes without JavaScript and where `requireRealAccount`
 * sends a trial account's request for a member page.
 */
export default function RealAccount() {
  const navigate = useNavigate();
  return <RealAccountPrompt onClose={() => navigate("/", { replace: true })} closeAction="/" />;
}
