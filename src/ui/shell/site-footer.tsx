import NextLink from "next/link";
import { usStateName } from "@/domain/format/us-states";
import type { LenderIdentity } from "@/env/lender-identity";
import styles from "./shell.module.css";

const LEGAL_LINKS = [
  { href: "/privacy-statement", label: "Privacy statement" },
  { href: "/terms-of-use", label: "Terms of use" },
  { href: "/e-consent", label: "E-sign consent" },
  { href: "/license", label: "Licenses" },
  { href: "/faq", label: "FAQ" },
];

export function SiteFooter({ lender }: { lender: LenderIdentity }) {
  const states = lender.licensedStates.map((code) => usStateName(code) ?? code).join(", ");
  return (
    <footer className={styles.footer}>
      <div className="container">
        <nav aria-label="Legal">
          <ul className={styles.legalList}>
            {LEGAL_LINKS.map((item) => (
              <li key={item.href}>
                <NextLink href={item.href}>{item.label}</NextLink>
              </li>
            ))}
          </ul>
        </nav>
        <address className={styles.lender}>
          <strong>{lender.legalName}</strong>, NMLS ID {lender.nmlsId}. Licensed in {states}.
          <br />
          {lender.address} · <a href={`tel:${lender.phone.replace(/\D/g, "")}`}>{lender.phone}</a> ·{" "}
          <a href={`mailto:${lender.email}`}>{lender.email}</a>
          {lender.demoValues ? <span className={styles.demoNote}> (demo values)</span> : null}
        </address>
        <p className={styles.smallPrint}>
          Equal Housing Lender. A home-equity line of credit is secured by your home: if you do not repay, you
          could lose it. Prequalification is not an offer of credit; rates and terms depend on your credit,
          income and property, and are confirmed only at approval.
        </p>
        <p className={styles.smallPrint}>
          © {new Date().getFullYear()} {lender.legalName}
        </p>
      </div>
    </footer>
  );
}
