export { captchaLoader as loader } from "~/features/auth/captcha.server";
