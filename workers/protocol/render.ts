/**
 * `POST /render`: the files of a design the app already holds (a catalogue logo, bought):
 * the request carries the LogoSpec, the answer every file as a data URL, the same shape as
 * a generation's `final_image.files`. The app calls it at fulfilment and stores the files
 * under the order, so a buyer of a catalogue logo gets what a generation's buyer gets.
 */
import { z } from "zod";
import { logoFiles } from "./agent-protocol.ts";
import { logoSpecShape } from "./logo-spec.ts";

export const renderRequest = z.object({ spec: logoSpecShape });

export const renderResponse = z.object({ files: logoFiles });
export type RenderResponse = z.infer<typeof renderResponse>;
