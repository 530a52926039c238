export { sendLoginCodeAction as action } from "~/features/auth/sms-code.server";
