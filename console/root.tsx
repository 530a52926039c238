import {
  Links,
  Meta,
  NavLink,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ReactNode } from "react";
import { useNonce } from "~/ui/nonce";
import { consoleContext } from "./context.server";
import { can } from "./features/staff/roles";
import { getStaffSession } from "./features/staff/sessions.server";
import * as styles from "./ui/styles.css";

export function loader({ request, context }: LoaderFunctionArgs) {
  const session = getStaffSession(consoleContext(context), request);
  if (!session) return { staff: null, links: { staff: false, audit: false } };
  const { email, role } = session.staff;
  // The header offers what the role may open (the roles' table decides, not the role's name).
  return { staff: { email, role }, links: { staff: can(role, "staff.manage"), audit: can(role, "audit.read") } };
}

export const meta: MetaFunction = () => [{ title: "Operator console" }];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const staff = data?.staff;
  const links = data?.links;
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className={styles.skipLink} href="#main">
          Skip to content
        </a>
        <header className={styles.header}>
          <strong>Operator console</strong>
          {staff ? (
            <nav aria-label="Console">
              <NavLink className={styles.headerLink} to="/brands">
                Brands
              </NavLink>{" "}
              {links?.audit ? (
                <NavLink className={styles.headerLink} to="/audit">
                  Audit log
                </NavLink>
              ) : null}{" "}
              {links?.staff ? (
                <NavLink className={styles.headerLink} to="/staff">
                  Staff
                </NavLink>
              ) : null}
            </nav>
          ) : null}
          {staff ? (
            <form method="post" action="/sign-out" className={styles.signOut}>
              <span>
                {staff.email} ({staff.role}){" "}
              </span>
              <button className={styles.secondaryButton} type="submit">
                Sign out
              </button>
            </form>
          ) : null}
        </header>
        <main id="main" className={styles.main}>
          {children}
        </main>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 403
      ? "Your role does not allow this."
      : status === 404
        ? "There is nothing here."
        : "Something went wrong; it has been logged.";
  return (
    <section>
      <h1>{status === 403 ? "Not allowed" : status === 404 ? "Not found" : "Error"}</h1>
      <p>{message}</p>
      <p>
        <a href="/brands">Back to the brands</a>
      </p>
    </section>
  );
}
