export const PUBLIC_PAGES: readonly string[];
export const HOME_PAGE: string;
export const NOT_FOUND_PAGE: string;
