/**
 * A path as a route pattern: segments that read like route names are kept, anything else (an id,
 * a typed value, an encoded character) becomes `[segment]`, so nothing a person typed is reported.
 */
export function routePatternOf(pathname: string): string {
  const [path = ""] = pathname.split(/[?#;]/);
  const segments = path
    .split("/")
    .filter(Boolean)
    .map((segment) => (/^[a-z][a-z0-9-]{0,40}$/.test(segment) ? segment : "[segment]"));
  return `/${segments.join("/")}`.slice(0, 200);
}
