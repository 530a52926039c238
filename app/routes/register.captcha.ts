export { registerCaptchaLoader as loader } from "~/features/register/captcha.server";
