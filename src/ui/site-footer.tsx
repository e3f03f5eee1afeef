import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { SITE_NAME } from "./brand";
import { Link } from "./link";

export const LEGAL_LINKS = [
  { href: "/privacy-statement", label: "Privacy statement" },
  { href: "/terms-of-use", label: "Terms of use" },
  { href: "/e-consent", label: "E-sign consent" },
  { href: "/license", label: "Licenses" },
  { href: "/faq", label: "FAQ" },
];

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ mt: 8, py: 5, bgcolor: "#F4F6F8", borderTop: 1, borderColor: "divider" }}>
      <Container maxWidth="lg">
        <Box component="nav" aria-label="Legal">
          <Stack
            component="ul"
            direction={{ xs: "column", sm: "row" }}
            sx={{ gap: { xs: 1.5, sm: 3 }, listStyle: "none", m: 0, p: 0 }}
          >
            {LEGAL_LINKS.map((item) => (
              <li key={item.href}>
                <Link href={item.href} sx={{ color: "text.primary" }}>
                  {item.label}
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
        <Typography variant="body2" sx={{ mt: 3, color: "text.secondary" }}>
          Equal Housing Lender. A home-equity line of credit is secured by your home: if you do not repay, you
          could lose it. Prequalification is not an offer of credit; rates and terms depend on your credit,
          income and property, and are confirmed only at approval.
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, color: "text.secondary" }}>
          © {new Date().getFullYear()} {SITE_NAME}
        </Typography>
      </Container>
    </Box>
  );
}
