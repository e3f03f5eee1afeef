import type { ComponentType } from "react";
import type { PropertyUse } from "@/domain/enums/property";
import type { IllustrationProps } from "./illustration-frame";
import { PrimaryHomeIllustration } from "./primary-home";
import { RentalPropertyIllustration } from "./rental-property";
import { SecondaryHomeIllustration } from "./secondary-home";

/**
 * The picture of each property use (spec §2: the property-usage picker shows three image cards),
 * keyed by the domain's `PROPERTY_USES` values:
 *
 * ```tsx
 * const options = PROPERTY_USES.map(({ value, label }) => {
 *   const Illustration = PROPERTY_USE_ILLUSTRATIONS[value];
 *   return { value, label, illustration: <Illustration /> };
 * });
 * ```
 */
export const PROPERTY_USE_ILLUSTRATIONS: Record<PropertyUse, ComponentType<IllustrationProps>> = {
  primaryResidence: PrimaryHomeIllustration,
  secondHome: SecondaryHomeIllustration,
  investment: RentalPropertyIllustration,
};
