import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { consoleContext } from "../context.server";
import { requireBrand } from "../features/brands/brands.server";
import { previewUrl } from "../features/brands/links.server";
import * as styles from "../features/brands/ui.css";
import { hasDraft } from "../features/drafts/drafts.server";
import { can } from "../features/staff/roles";
import { requireStaff } from "../features/staff/sessions.server";
import { readOnlyAction } from "../features/http/read-only.server";

/**
 * Every page of one brand (`/brands/:id/...`): where it is (the brands › this brand), whether it
 * is a draft brand or has a draft waiting, and the tabs of its pages. Each page has its own
 * heading and asks the role of its own loader and action: this layout only reads.
 */

export function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = consoleContext(context);
  const session = requireStaff(ctx, request, "brand.read");
  const { brand } = requireBrand(ctx, params.id);
  return {
    brand: { id: brand.id, name: brand.displayName, draftBrand: brand.draft, hasDraft: hasDraft(ctx, brand.id) },
    previewUrl: can(session.staff.role, "brand.preview") ? previewUrl(ctx, request, brand) : null,
  };
}

const TABS = [
  { to: "", label: "Settings", end: true },
  { to: "palette", label: "Palette" },
  { to: "texts", label: "Texts" },
  { to: "assets", label: "Assets" },
  { to: "versions", label: "Versions" },
] as const;

export default function BrandLayout() {
  const { brand } = useLoaderData<typeof loader>();
  return (
    <>
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <Link to="/brands">Brands</Link>
        <span aria-hidden="true">›</span>
        <span>
          {brand.name} (<code>{brand.id}</code>)
        </span>
        {brand.draftBrand ? <span className={styles.badge}>draft brand: shown only by its preview link</span> : null}
        {brand.hasDraft ? <span className={styles.badge}>draft waiting</span> : null}
      </nav>
      <nav aria-label={`Pages of ${brand.name}`}>
        <ul className={styles.tabs}>
          {TABS.map((tab) => (
            <li key={tab.label}>
              <NavLink className={styles.tab} to={tab.to ? `/brands/${brand.id}/${tab.to}` : `/brands/${brand.id}`} end={"end" in tab}>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}

/** A page to read: a post to it is refused (405). */
export const action = readOnlyAction;
