export const PUBLIC_PAGES: readonly string[];
