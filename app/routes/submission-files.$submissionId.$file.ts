import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { userOfRequest } from "#app/server/auth/session.server.ts";
import { submissionFileKey, submissionOwner, SUBMISSION_FILES, type SubmissionFile } from "#app/server/designers/submissions.server.ts";
import { uploadResponse } from "#app/server/uploads/serve.server.ts";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * A designer's logo files, only as we drew or rebuilt them, with our Content-Type and a
 * sandboxing policy (docs/decisions/3400). The preview of a live logo is the catalogue's
 * picture, for anyone; everything else only for its designer and operators.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const file = params.file as SubmissionFile;
  if (!SUBMISSION_FILES.includes(file)) return notFound();
  const id = params.submissionId ?? "";
  const owner = await submissionOwner(context.db, id);
  if (!owner) return notFound();
  const isPublic = file === "preview.png" && owner.status === "live";
  if (!isPublic) {
    const user = await userOfRequest(context.db, request);
    if (!user || (user.role !== "operator" && user.id !== owner.userId)) return notFound();
  }
  const object = await context.env.LOGO_FILES.get(submissionFileKey(id, file));
  if (!object) return notFound();
  return uploadResponse(new Uint8Array(await object.arrayBuffer()), file.endsWith(".svg") ? "svg" : "png", { name: owner.name, cacheControl: isPublic ? "public, max-age=300" : "private, no-store" });
}
