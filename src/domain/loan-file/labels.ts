import type { MismoArc } from "./mismo-document";

/**
 * The xlink labels of one file and the arcs between them: a label is handed out once per element,
 * numbered per kind as the ULAD samples number them (ASSET_1, BORROWER_2), and an arc is only ever
 * drawn between labels handed out here.
 */
export class LoanFileLabels {
  private readonly counts = new Map<string, number>();
  readonly arcs: MismoArc[] = [];

  next(kind: string): string {
    const n = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, n);
    return `${kind}_${n}`;
  }

  /** MISMO's arcrole names the two element kinds: ASSET_IsAssociatedWith_ROLE. */
  associate(from: string, fromKind: string, to: string, toKind: string): void {
    this.arcs.push({
      from,
      to,
      arcrole: `urn:fdc:mismo.org:2009:residential/${fromKind}_IsAssociatedWith_${toKind}`,
    });
  }
}
