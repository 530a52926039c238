import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { consoleContext } from "../context.server";
import { sortedBrands } from "../features/brands/brands.server";
import { checkDomains } from "../features/brands/domain-check.server";
import { brandUrl } from "../features/brands/links.server";
import * as brandStyles from "../features/brands/ui.css";
import { hasDraft } from "../features/drafts/drafts.server";
import { can } from "../features/staff/roles";
import { requireStaff } from "../features/staff/sessions.server";
import { formatUtc } from "../ui/format";
import * as root from "../ui/styles.css";
import { latestVersion } from "../features/versions/versions.server";
import { readOnlyAction } from "../features/http/read-only.server";

/**
 * Every brand this instance serves: its domains (each asked now whether it answers: every check
 * at once, the page waiting 2 s at most), merchant, languages, mode, currency, the version
 * published from the console and whether a draft waits.
 */

export const meta: MetaFunction = () => [{ title: "Brands · Operator console" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = consoleContext(context);
  const session = requireStaff(ctx, request, "brand.read");
  const entries = sortedBrands(ctx);
  const answers = await checkDomains(
    entries.flatMap((entry) => entry.brand.domains),
    ctx.brandPort,
  );
  return {
    canCreate: can(session.staff.role, "brand.create"),
    brands: entries.map(({ brand }) => {
      const version = latestVersion(ctx.store, brand.id);
      return {
        id: brand.id,
        name: brand.displayName,
        draftBrand: brand.draft,
        url: brandUrl(ctx, request, brand),
        domains: brand.domains.map((domain) => answers.get(domain)!),
        merchant: brand.merchantCode,
        languages: brand.languages,
        defaultLanguage: brand.defaultLanguage,
        mode: brand.defaultMode,
        currency: brand.currency,
        version: version ? { number: version.number, kind: version.kind, at: version.createdAt.toISOString(), email: version.email } : null,
        draftWaiting: hasDraft(ctx, brand.id),
      };
    }),
  };
}

export default function Brands() {
  const { brands, canCreate } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Brands</h1>
      {canCreate ? (
        <p>
          <Link className={root.button} to="/brands/new">
            New brand
          </Link>
        </p>
      ) : null}
      {brands.length === 0 ? (
        <section className={root.panel}>
          <h2>No brands yet</h2>
          <p>
            This portal serves no brand.{" "}
            {canCreate ? <Link to="/brands/new">Make the first one</Link> : "An editor or an owner can make the first one."}
          </p>
        </section>
      ) : (
        <div className={root.scrollX}>
          <table>
            <caption className={root.visuallyHidden}>Brands, with whether each domain answers now</caption>
            <thead>
              <tr>
                <th scope="col">Brand</th>
                <th scope="col">Domains</th>
                <th scope="col">Merchant</th>
                <th scope="col">Languages</th>
                <th scope="col">Mode</th>
                <th scope="col">Currency</th>
                <th scope="col">Published version</th>
                <th scope="col">Draft waiting</th>
                <th scope="col">Pages</th>
              </tr>
            </thead>
            <tbody>
              {brands.map((brand) => (
                <tr key={brand.id}>
                  <th scope="row">
                    <Link to={`/brands/${brand.id}`}>{brand.name}</Link>
                    <br />
                    <code>{brand.id}</code>
                    {brand.draftBrand ? (
                      <>
                        {" "}
                        <span className={brandStyles.badge}>draft brand</span>
                      </>
                    ) : null}
                  </th>
                  <td>
                    <ul className={`${brandStyles.list} ${brandStyles.bareList}`}>
                      {brand.domains.map((answer) => (
                        <li key={answer.domain}>
                          {answer.domain}:{" "}
                          <span className={answer.state === "up" ? brandStyles.up : brandStyles.down}>
                            {answer.state === "up" ? "✓ " : "✗ "}
                            {answer.text}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>{brand.merchant}</td>
                  <td>
                    {brand.languages.map((language, index) => (
                      <span key={language}>
                        {index > 0 ? ", " : ""}
                        {language}
                        {language === brand.defaultLanguage ? " (default)" : ""}
                      </span>
                    ))}
                  </td>
                  <td>{brand.mode}</td>
                  <td>{brand.currency}</td>
                  <td>
                    {brand.version ? (
                      <>
                        <Link to={`/brands/${brand.id}/versions`}>Version {brand.version.number}</Link> ({brand.version.kind}),{" "}
                        <time dateTime={brand.version.at}>{formatUtc(brand.version.at)}</time>
                      </>
                    ) : (
                      "not published from the console"
                    )}
                  </td>
                  <td>{brand.draftWaiting ? <Link to={`/brands/${brand.id}/versions`}>yes</Link> : "no"}</td>
                  <td>
                    <ul className={brandStyles.list} aria-label={`Pages of ${brand.name}`}>
                      <li>
                        <Link to={`/brands/${brand.id}`}>Settings</Link>
                      </li>
                      <li>
                        <Link to={`/brands/${brand.id}/palette`}>Palette</Link>
                      </li>
                      <li>
                        <Link to={`/brands/${brand.id}/texts`}>Texts</Link>
                      </li>
                      <li>
                        <Link to={`/brands/${brand.id}/assets`}>Assets</Link>
                      </li>
                      <li>
                        <Link to={`/brands/${brand.id}/versions`}>Versions</Link>
                      </li>
                      <li>
                        <a href={brand.url}>Live site</a>
                      </li>
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** A page to read: a post to it is refused (405). */
export const action = readOnlyAction;
