/**
 * The answer of `POST /render`: the kit as multipart/form-data (workers/protocol/render.ts),
 * a `manifest` part and one part per file, which the app reads with `formData()`.
 */
import type { LogoEngine } from "#agent/design/engine.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { KIT_FILES, type CertificateText } from "#protocol/render.ts";
import { renderKit } from "./kit.ts";

export async function kitResponse(engine: LogoEngine, spec: LogoSpec, certificate?: CertificateText): Promise<Response> {
  const kit = await renderKit(engine, spec, certificate);
  const form = new FormData();
  form.append("manifest", JSON.stringify(kit.manifest));
  for (const file of kit.files) {
    form.append(file.id, new File([file.bytes as Uint8Array<ArrayBuffer>], file.id.slice(file.id.indexOf("/") + 1), { type: KIT_FILES[file.id].type }));
  }
  return new Response(form);
}
