import { applyD1Migrations, env } from "cloudflare:test";

// Each test file starts from the migrated, empty schema.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
