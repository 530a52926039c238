export { socialCallbackLoader as loader } from "~/features/signin-steps/social.server";
