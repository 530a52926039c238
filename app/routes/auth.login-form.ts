export { loginFormLoader as loader } from "~/features/auth/login-form.server";
