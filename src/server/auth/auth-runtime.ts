import { eq } from "drizzle-orm";
import type { Mail } from "@/domain/ports/mail";
import { mailFrom, settings, siteUrl } from "@/env";
import { createMail } from "@/integrations/mail";
import { processConnection } from "@/server/db";
import type { Database, RawClient } from "@/server/db/client";
import { type Realm, staffUsers } from "@/server/db/schema";
import { type Logger, log } from "@/server/log";
import { loadEncryptionKey } from "@/server/security/encryption-key";
import { deriveKey } from "@/server/security/field-crypto";
import {
  type AccountDependencies,
  accountDependencies,
} from "@/server/services/accounts/account-dependencies";
import type { PortalDependencies } from "@/server/services/portal/portal-context";
import { applicantProviders, requestCodeOrRefuse } from "./applicant-providers";
import { portalProviders } from "./portal-providers";
import { type RealmAuthOptions, realmAuthOptions } from "./realm-auth-options";
import { REALM_DEFINITIONS } from "./realms";
import type { SessionStore } from "./sessions";

/** Everything sign-in, sessions and the account services run on, built once per process. */
export interface AuthRuntime {
  accounts: AccountDependencies;
  portal: PortalDependencies;
  sessions: SessionStore;
  options: Record<Realm, RealmAuthOptions>;
  /** Sign and encrypt each realm's session JWTs: one realm's cookie cannot even be read by the other. */
  jwtSecrets: Record<Realm, string>;
  /** Served over https: the cookies carry the __Secure-/__Host- prefixes. */
  secure: boolean;
  siteUrl: string;
  handoffKey: Buffer;
}

export interface AuthRuntimeOptions {
  db: Database;
  raw: RawClient;
  encryptionKey: Buffer;
  siteUrl: string;
  mail: Mail;
  log: Logger;
  now?: () => Date;
}

export function createAuthRuntime(options: AuthRuntimeOptions): AuthRuntime {
  const now = options.now ?? (() => new Date());
  const accounts = accountDependencies({
    db: options.db,
    raw: options.raw,
    mail: options.mail,
    codeSecret: deriveKey(options.encryptionKey, "one-time-codes"),
    siteUrl: options.siteUrl,
    now,
    reportError: (error, what) => options.log.error({ err: error, what }, "background mail failed"),
  });
  const portal: PortalDependencies = {
    db: options.db,
    sessions: accounts.sessions,
    rateLimits: accounts.rateLimits,
    mail: options.mail,
    encryptionKey: options.encryptionKey,
    siteUrl: accounts.siteUrl,
    now,
  };
  const jwtSecrets: Record<Realm, string> = {
    applicant: deriveKey(options.encryptionKey, "session-jwt:applicant").toString("base64url"),
    portal: deriveKey(options.encryptionKey, "session-jwt:portal").toString("base64url"),
  };
  const handoffKey = deriveKey(options.encryptionKey, "session-handoff");
  const secure = options.siteUrl.startsWith("https://");
  const shared = {
    secure,
    sessions: accounts.sessions,
    clientEventAllowed: accounts.rateLimits.clientEventAllowed,
    log: options.log,
  };
  const applicant = applicantProviders(accounts);
  return {
    accounts,
    portal,
    sessions: accounts.sessions,
    jwtSecrets,
    secure,
    siteUrl: accounts.siteUrl,
    handoffKey,
    options: {
      applicant: realmAuthOptions("applicant", {
        ...shared,
        secret: jwtSecrets.applicant,
        providers: applicant.providers,
        adapter: applicant.adapter,
        onCodeRequest: (email) =>
          requestCodeOrRefuse(accounts, email, REALM_DEFINITIONS.applicant.signInPage),
      }),
      portal: realmAuthOptions("portal", {
        ...shared,
        secret: jwtSecrets.portal,
        providers: portalProviders(portal, handoffKey),
        userActive: async (userId) => {
          const [staff] = await options.db
            .select({ status: staffUsers.status })
            .from(staffUsers)
            .where(eq(staffUsers.id, userId))
            .limit(1);
          return staff?.status === "active";
        },
      }),
    },
  };
}

let processRuntime: Promise<AuthRuntime> | undefined;

/** The process's runtime, from its settings and database (the key and mail from DATA_DIR by default). */
export function processAuthRuntime(): Promise<AuthRuntime> {
  processRuntime ??= processConnection().then(({ db, raw }) => {
    const s = settings();
    return createAuthRuntime({
      db,
      raw,
      encryptionKey: loadEncryptionKey({
        configured: s.APP_ENCRYPTION_KEY,
        dataDir: s.DATA_DIR,
        live: s.DEPLOYMENT === "live",
      }),
      siteUrl: siteUrl(s),
      mail: createMail({
        smtpUrl: s.SMTP_URL,
        dataDir: s.DATA_DIR,
        from: mailFrom(s),
        // Where each message went; its subject (a sign-in code leads it) only in development.
        onWritten: ({ file, subject }) =>
          s.NODE_ENV === "development"
            ? log.debug({ file, subject }, "mail written to the outbox")
            : log.info({ file }, "mail written to the outbox"),
      }),
      log,
    });
  });
  return processRuntime;
}
