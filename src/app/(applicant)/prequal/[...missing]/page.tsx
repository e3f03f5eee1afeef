import { notFound } from "next/navigation";

/** An address nothing in this area answers: the area's own 404, inside its layout. */
export default function Missing() {
  notFound();
}
