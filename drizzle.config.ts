import { defineConfig } from "drizzle-kit";

// Generates committed SQL migrations into drizzle/; they are applied at start-up, never edited.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./drizzle",
});
