import type { Realm } from "@/server/db/schema";

/**
 * The two session realms (spec §6): applicants and portal staff never share a cookie, a session
 * row or a sign-in page. The browser picks the realm by whether the path contains /portal.
 */
export interface RealmDefinition {
  realm: Realm;
  /** Where next-auth answers for this realm (spec §7 `{auth}`). */
  basePath: "/api/authApplicant" | "/api/authPortal";
  /** The realm's sign-in page; next-auth's own pages redirect here, errors as `?error=Code`. */
  signInPage: "/app/login" | "/portal/login";
  /** Cookie names: distinct per realm, so one realm's session is invisible to the other. */
  cookiePrefix: "keystone-applicant" | "keystone-portal";
}

export const REALM_DEFINITIONS: Record<Realm, RealmDefinition> = {
  applicant: {
    realm: "applicant",
    basePath: "/api/authApplicant",
    signInPage: "/app/login",
    cookiePrefix: "keystone-applicant",
  },
  portal: {
    realm: "portal",
    basePath: "/api/authPortal",
    signInPage: "/portal/login",
    cookiePrefix: "keystone-portal",
  },
};

/** Spec §6: the portal realm for any path containing /portal, the applicant realm otherwise. */
export function realmForPath(path: string): Realm {
  return path.includes("/portal") ? "portal" : "applicant";
}

/** The realm whose next-auth answers this path, or null when it is neither. */
export function realmAnswering(pathname: string): Realm | null {
  for (const definition of Object.values(REALM_DEFINITIONS)) {
    if (pathname === definition.basePath || pathname.startsWith(`${definition.basePath}/`)) {
      return definition.realm;
    }
  }
  return null;
}

/** The session cookie's name for a realm; `__Secure-` when the site is served over https. */
export function sessionCookieName(realm: Realm, secure: boolean): string {
  return `${secure ? "__Secure-" : ""}${REALM_DEFINITIONS[realm].cookiePrefix}.session-token`;
}
