import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { memoryPages, validateXML, type XMLFileInfo } from "xmllint-wasm";

/** The entry schema of MISMO 3.4 B324; the ULAD and DU extensions and xlink are included from it. */
export const MISMO_ENTRY_SCHEMA = "MISMO_3.4.0_B324.xsd";

export type SchemaVerdict = { valid: true } | { valid: false; faults: string[] };

const loaded = new Map<string, Promise<XMLFileInfo[]>>();

/** The schema's files, read once per folder (7 MB: the enumerations are most of it). */
function schemaFiles(folder: string): Promise<XMLFileInfo[]> {
  let files = loaded.get(folder);
  if (!files) {
    const schemas = path.join(folder, "schemas");
    files = readdir(schemas).then((names) =>
      Promise.all(
        names
          .filter((name) => name.endsWith(".xsd"))
          .map(async (name) => ({
            fileName: name,
            contents: await readFile(path.join(schemas, name), "utf8"),
          })),
      ),
    );
    files.catch(() => loaded.delete(folder));
    loaded.set(folder, files);
  }
  return files;
}

/**
 * "Element '{…}Foo': This element is not expected." → "Foo: This element is not expected.": the
 * field at fault in the words staff read, without the namespace.
 */
function faultOf(message: string): string {
  return message
    .replace(/^.*?Schemas validity error : /, "")
    .replace(/\{[^}]*\}/g, "")
    .trim();
}

/**
 * Validates a MISMO file against the published schema with libxml2 compiled to WebAssembly
 * (xmllint-wasm): no system package, the same answer on every machine.
 */
export async function validateLoanFile(xml: string, schemaFolder: string): Promise<SchemaVerdict> {
  const files = await schemaFiles(schemaFolder);
  const entry = files.find((f) => f.fileName === MISMO_ENTRY_SCHEMA);
  if (!entry) throw new Error(`The MISMO schema ${MISMO_ENTRY_SCHEMA} is not in ${schemaFolder}/schemas`);
  const result = await validateXML({
    xml: { fileName: "loan-file.xml", contents: xml },
    schema: entry,
    preload: files.filter((f) => f !== entry),
    maxMemoryPages: memoryPages.GiB,
  });
  if (result.valid) return { valid: true };
  return { valid: false, faults: result.errors.map((e) => faultOf(e.message)) };
}
