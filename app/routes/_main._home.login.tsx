import { LoginDialog } from "~/features/auth";
import { loginAction } from "~/features/auth/login.server";

/** `/login`: the login popup over the home (`_main._home`). Its form posts here. */
export const action = loginAction;

export default function Login() {
  return <LoginDialog />;
}
