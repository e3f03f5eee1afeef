import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import { SITE_NAME } from "./brand";
import { Link } from "./link";

const NAV = [
  { href: "/insights", label: "Insights" },
  { href: "/faq", label: "FAQ" },
];

export function SiteHeader() {
  return (
    <Box component="header" sx={{ borderBottom: 1, borderColor: "divider", bgcolor: "background.paper" }}>
      <Container maxWidth="lg" sx={{ py: 2 }}>
        <Stack
          direction="row"
          sx={{ alignItems: "center", justifyContent: "space-between", gap: 2, flexWrap: "wrap" }}
        >
          <Link href="/" underline="none" sx={{ fontWeight: 800, fontSize: 20, color: "primary.main" }}>
            {SITE_NAME}
          </Link>
          <Box component="nav" aria-label="Main">
            <Stack component="ul" direction="row" sx={{ gap: 3, listStyle: "none", m: 0, p: 0 }}>
              {NAV.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} sx={{ color: "text.primary", fontWeight: 600 }}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
