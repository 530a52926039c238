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
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ReactNode } from "react";
import { useNonce } from "~/ui/nonce";
import { consoleContext } from "./context.server";
import { can } from "./features/staff/roles";
import { getStaffSession } from "./features/staff/sessions.server";
import * as styles from "./ui/styles.css";

/** The console's tab icon, inline: the host serves no files of its own, and a browser would otherwise ask for /favicon.ico and get a 404. */
const ICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><rect width='16' height='16' rx='3' fill='#1e293b'/><circle cx='8' cy='8' r='4' fill='none' stroke='#f8fafc' stroke-width='2'/></svg>",
  );

export const links: LinksFunction = () => [{ rel: "icon", type: "image/svg+xml", href: ICON }];

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
