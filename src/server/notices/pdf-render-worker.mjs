// A worker thread of the PDF pool (pdf-pool.ts): plain JavaScript, so Node loads it as it is, in
// the built server (whose routes Next bundled) as in tests; it then loads the TypeScript writers
// through tsx, with the project's path aliases.
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register({ tsconfig: fileURLToPath(new URL("../../../tsconfig.json", import.meta.url)) });
const { renderPdf } = await import("./render-pdf.ts");

export default renderPdf;
