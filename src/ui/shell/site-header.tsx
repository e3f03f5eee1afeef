import NextLink from "next/link";
import { SITE_NAME } from "../brand";
import styles from "./shell.module.css";

const NAV = [
  { href: "/insights", label: "Insights" },
  { href: "/faq", label: "FAQ" },
];

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.headerRow}`}>
        <NextLink href="/" className={styles.brand}>
          {SITE_NAME}
        </NextLink>
        <nav aria-label="Main">
          <ul className={styles.navList}>
            {NAV.map((item) => (
              <li key={item.href}>
                <NextLink href={item.href} className={styles.navLink}>
                  {item.label}
                </NextLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
