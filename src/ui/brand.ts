export const SITE_NAME = "Keystone Home Credit";
export const SITE_DESCRIPTION =
  "Unlock your home's equity with a home-equity line of credit: flexible funds, competitive rates, and borrow only as you need.";
