export { socialStartLoader as loader } from "~/features/signin-steps/social.server";
