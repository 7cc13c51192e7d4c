import { defineConfig } from "drizzle-kit";

// drizzle-kit writes SQL migrations into migrations/, which wrangler applies
// (`wrangler d1 migrations apply`), locally and remotely.
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/server/db/schema.ts",
  out: "./migrations",
});
