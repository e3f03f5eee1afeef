import { type SQLWrapper, sql } from "drizzle-orm";
import { OUTSTANDING_CONDITION_STATUSES } from "@/domain/conditions/condition-states";

const outstanding = sql.raw(OUTSTANDING_CONDITION_STATUSES.map((s) => `'${s}'`).join(", "));

/** A condition still asking (`OUTSTANDING_CONDITION_STATUSES`), given its status column. */
export const conditionOutstandingSql = (status: SQLWrapper) => sql`${status} in (${outstanding})`;

/** Outstanding and due before today, on the database's calendar day (decision 095). */
export const conditionPastDueSql = (status: SQLWrapper, dueOn: SQLWrapper) =>
  sql`(${conditionOutstandingSql(status)} and ${dueOn} < current_date)`;
