import { formatYearMonthDay } from "@/domain/format/date";
import type { AutomatedValuation } from "@/domain/ports/automated-valuation";
import type { PostalAddress } from "@/domain/ports/person";
import { addressKey, digestOf, seedOf } from "../stable-hash";
import { type AvmModelAnswer, type AvmResponse, valuationFromAvm } from "./transform";

/** The models the sandbox tries, in cascade order. */
export const SANDBOX_AVM_MODELS = ["Sandbox Valuation Model A", "Sandbox Valuation Model B"] as const;

const LOWEST = 250_000;
const STEPS = 651; // $250,000 to $900,000 in $1,000 steps

/**
 * The value every model gives one address: from a hash of the address, $250,000 to $900,000 in
 * whole thousands, range ±8%, confidence 70 to 95.
 */
function hit(model: string, address: PostalAddress, today: Date): AvmModelAnswer {
  const seed = seedOf(`avm|${addressKey(address)}`);
  const value = LOWEST + (seed % STEPS) * 1000;
  return {
    model,
    status: "HIT",
    estimatedValue: value,
    lowValue: (value * 92) / 100,
    highValue: (value * 108) / 100,
    confidenceScore: 70 + (Math.floor(seed / STEPS) % 26),
    valuationDate: formatYearMonthDay(today),
  };
}

/** Whether a model has a value for the address: the documented inputs in line1 say no. */
function modelValues(modelIndex: number, line1: string): boolean {
  const text = line1.toLowerCase();
  if (text.includes("no value")) return false;
  if (text.includes("cascade")) return modelIndex > 0;
  return true;
}

/**
 * The vendor response the sandbox answers with: the first model alone, or with `cascade` each
 * model in turn until one has a value, as cascade products report their tries.
 */
export function sandboxAvmResponse(
  address: PostalAddress,
  { cascade, today }: { cascade: boolean; today: Date },
): AvmResponse {
  const models = cascade ? SANDBOX_AVM_MODELS : SANDBOX_AVM_MODELS.slice(0, 1);
  const answers: AvmModelAnswer[] = [];
  for (const [index, model] of models.entries()) {
    const found = modelValues(index, address.line1);
    answers.push(found ? hit(model, address, today) : { model, status: "NO_HIT" });
    if (found) break;
  }
  const requestId = `avm-${digestOf(`${addressKey(address)}|${cascade}|${formatYearMonthDay(today)}`)}`;
  return { requestId, answers };
}

/**
 * Sandbox valuation, the default: offline, no randomness; the same address on the same day gets
 * the same answer. Documented inputs (docs/architecture.md): a line1 containing "No Value" has no
 * value from any model; "Cascade" has none from the first model, so only a cascade values it.
 */
export function sandboxValuation({ now }: { now: () => Date }): AutomatedValuation {
  return {
    async estimate(address, options) {
      const response = sandboxAvmResponse(address, { cascade: options?.cascade === true, today: now() });
      return valuationFromAvm(response);
    },
  };
}
