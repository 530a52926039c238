export { botCheckLoader as loader } from "~/features/bot-check/challenge.server";
