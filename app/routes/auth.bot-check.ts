export { botCheckLoader as loader } from "~/forms/bot-check/challenge.server";
