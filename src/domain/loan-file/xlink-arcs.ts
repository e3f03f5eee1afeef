import type { MismoArc, MismoElement } from "./mismo-document";

/** Every xlink:label in a document (schema validation does not check that arcs point at them). */
export function labelsIn(element: MismoElement): Set<string> {
  const found = new Set<string>();
  const visit = (node: MismoElement) => {
    for (const [name, value] of Object.entries(node)) {
      if (name === "@xlink:label" && typeof value === "string") found.add(value);
      else if (Array.isArray(value)) for (const child of value) visit(child);
      else if (value && typeof value === "object") visit(value as MismoElement);
    }
  };
  visit(element);
  return found;
}

/** The arcs whose from or to names a label the document does not have; a sound file has none. */
export function danglingArcs(arcs: readonly MismoArc[], labels: ReadonlySet<string>): MismoArc[] {
  return arcs.filter((arc) => !labels.has(arc.from) || !labels.has(arc.to));
}
