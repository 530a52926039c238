/**
 * What a request body may be, per route: the one place that says it. `server/body-gate.ts`
 * reads every non-GET/HEAD/OPTIONS body against its route's policy before Remix sees the
 * request, and answers 415 / 413 / 400 itself (docs/decisions/reading-requests.md).
 */
export interface BodyPolicy {
  /** Media types, lower case, without parameters. `multipart/form-data` must also carry a boundary. */
  types: readonly string[];
  /** The most bytes a body may have, as sent (no content coding is accepted). */
  maxBytes: number;
}

/** The default of every route: an HTML form, urlencoded or multipart, of at most 16 KiB. */
export const FORM_POLICY: BodyPolicy = {
  types: ["application/x-www-form-urlencoded", "multipart/form-data"],
  maxBytes: 16 * 1024,
};

/**
 * The routes that take something else than `FORM_POLICY`, by route path (see `routePathOf`).
 */
const ROUTE_POLICIES: Readonly<Record<string, BodyPolicy>> = {
  // A withdrawal's receipt: up to 3 proof images of at most 5 MB each, plus the form's fields.
  "/member/withdraw/confirm": { types: ["multipart/form-data"], maxBytes: 3 * 5 * 1024 * 1024 + 64 * 1024 },
  // An identity verification: four documents (one image each, at most 5 MB) plus the profile details.
  "/member/securityCenter/verification": { types: ["multipart/form-data"], maxBytes: 4 * 5 * 1024 * 1024 + 64 * 1024 },
  // Claims carry only an idempotency key (and a mission id): a plain form of at most 2 KiB.
  "/member/referral": { types: ["application/x-www-form-urlencoded"], maxBytes: 2 * 1024 },
  "/member/missionLeaderboard": { types: ["application/x-www-form-urlencoded"], maxBytes: 2 * 1024 },
};

/**
 * The route path a request posts to: single fetch posts a route's action to `<path>.data`
 * (and the index route's to `/_root.data`); a trailing slash names the same route. The
 * query (`?index`, `?lng`) is not part of it.
 */
export function routePathOf(pathname: string): string {
  let path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  if (path === "/_root") path = "/";
  if (path.length > 1 && path.endsWith("/")) path = path.replace(/\/+$/, "") || "/";
  return path;
}

/** Routes with a parameter in their path, matched after the exact ones. */
const PATTERN_POLICIES: ReadonlyArray<{ pattern: RegExp; policy: BodyPolicy }> = [
  // An activity application (/promotions/:id): a comment and up to 3 images of at most 5 MB each.
  { pattern: /^\/promotions\/[^/]+$/, policy: { types: ["multipart/form-data"], maxBytes: 3 * 5 * 1024 * 1024 + 64 * 1024 } },
];

/** The body policy of a request's pathname. */
export function bodyPolicyFor(pathname: string): BodyPolicy {
  const path = routePathOf(pathname);
  if (Object.hasOwn(ROUTE_POLICIES, path)) return ROUTE_POLICIES[path];
  return PATTERN_POLICIES.find(({ pattern }) => pattern.test(path))?.policy ?? FORM_POLICY;
}

/** The gate's answers, translated as `errors.<code>` in every pack. */
export const BODY_ERRORS = {
  /** 415: no Content-Type, one the route does not take, multipart without a boundary, or a content coding. */
  BODY_UNSUPPORTED_TYPE: 415,
  /** 413: more bytes than the route's limit. */
  BODY_TOO_LARGE: 413,
  /** 400: the declared type, but the body does not parse as it. */
  BODY_MALFORMED: 400,
} as const;

export type BodyErrorCode = keyof typeof BODY_ERRORS;
