/**
 * `POST /render`: the files a buyer receives, made from a design the app holds (a bought
 * catalogue logo, or a bought generated logo: its `final_image.spec`): the request carries
 * the LogoSpec, the answer each file as a data URL (the shape of `final_image.files`
 * without the watermarked preview, which a buyer does not get). The app calls it at
 * fulfilment and stores the files under the order.
 */
import { z } from "zod";
import { logoFiles } from "./agent-protocol.ts";
import { logoSpecShape } from "./logo-spec.ts";

export const renderRequest = z.object({ spec: logoSpecShape });

/** What a buyer downloads: PNG 2048, transparent PNG, WebP, SVG. */
export const deliveredFiles = logoFiles.omit({ pngWatermarked: true });

export const renderResponse = z.object({ files: deliveredFiles });
export type RenderResponse = z.infer<typeof renderResponse>;
