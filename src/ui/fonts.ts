import localFont from "next/font/local";

/**
 * Poppins (spec §1) from the @fontsource package's files, served by us: nothing is downloaded at
 * build or run time. next/font preloads them and sizes the fallback to match, so text paints at
 * once without shifting when Poppins arrives. Latin only: the site is in US English.
 */
export const poppins = localFont({
  src: [
    {
      path: "../../node_modules/@fontsource/poppins/files/poppins-latin-400-normal.woff2",
      weight: "400",
      style: "normal",
    },
    {
      path: "../../node_modules/@fontsource/poppins/files/poppins-latin-600-normal.woff2",
      weight: "600",
      style: "normal",
    },
    {
      path: "../../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2",
      weight: "700",
      style: "normal",
    },
    {
      path: "../../node_modules/@fontsource/poppins/files/poppins-latin-800-normal.woff2",
      weight: "800",
      style: "normal",
    },
  ],
  display: "swap",
  variable: "--font-poppins",
  fallback: ["Helvetica Neue", "Arial", "sans-serif"],
});
