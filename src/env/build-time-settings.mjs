// Settings that prerendered pages and browser bundles depend on, so `next build` bakes them in.
// Plain JavaScript on purpose: scripts/build-if-stale.mjs (run by plain node for `npm run build`
// and by the test runner) folds their values into the rebuild fingerprint, and src/env.ts checks
// at compile time that each is a setting it validates. Add a setting here when a page, the
// browser, or the choice of an adapter (the demo banner) reads it.
export const BUILD_TIME_SETTINGS = Object.freeze([
  "NEXT_PUBLIC_RECAPTCHA_SITE_KEY",
  "NEXT_PUBLIC_PREQUAL_FLOW",
  "DEPLOYMENT",
  "RECAPTCHA_SECRET_KEY",
  "LENDER_LEGAL_NAME",
  "LENDER_NMLS_ID",
  "LENDER_LICENSED_STATES",
  "LENDER_EMAIL",
  "LENDER_PHONE",
  "LENDER_ADDRESS",
  "LENDING_SYSTEM",
  "ENCOMPASS_API_URL",
  "LENDINGPAD_API_URL",
  "BYTE_API_URL",
]);
