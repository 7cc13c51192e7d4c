import { applyD1Migrations, env, listDurableObjectIds } from "cloudflare:test";
import { purgeEverything } from "#app/server/cache/purge.server.ts";

/**
 * Each test file starts from the migrated, empty schema, an empty bucket, rate limits that
 * have counted nothing and an edge cache that keeps no page (the origins the tests ask for). The Workers
 * runtime itself is shared by the files a Vitest worker runs (vitest.config.ts: `isolate:
 * false`), so what one file wrote is wiped here rather than by starting a new runtime.
 */
const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'").all<{ name: string }>();
if (tables.results.length > 0) {
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...tables.results.map(({ name }) => env.DB.prepare(`DROP TABLE IF EXISTS "${name.replaceAll('"', '""')}"`)),
  ]);
}
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
for (let listed = await env.LOGO_FILES.list(); listed.objects.length > 0; listed = await env.LOGO_FILES.list()) {
  await env.LOGO_FILES.delete(listed.objects.map((object) => object.key));
}
await Promise.all((await listDurableObjectIds(env.RATE_LIMITER)).map((id) => env.RATE_LIMITER.get(id).clear()));
for (const origin of ["http://localhost", "https://localhost"]) await purgeEverything({ env: {}, origin });
