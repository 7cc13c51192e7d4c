/**
 * A bought logo's brand kit on its order page: the whole kit as one ZIP first, then each
 * group (logo files, variants, lockups, web, social, brand, licence) as items with a
 * preview and a download per format. Plain links: it all works without JavaScript.
 */
import { KIT_GROUP_COPY, kitFileButton, kitItems, type KitFileView, type KitGroupView } from "#app/lib/brand-kit.ts";

/** The file an item is previewed by: its SVG (light, sharp), else a raster of it. */
function previewOf(files: KitFileView[]): KitFileView | null {
  return files.find((file) => file.picture && file.id.endsWith(".svg")) ?? files.find((file) => file.picture && !file.id.endsWith(".ico")) ?? null;
}

function Preview({ file, tall }: { file: KitFileView; tall: boolean }) {
  const dark = file.shownOn === "dark";
  return (
    <div className={`flex shrink-0 items-center justify-center overflow-hidden rounded-lg border border-gray-200 ${tall ? "h-36" : "h-28"} ${dark ? "bg-gray-800" : "kit-checker bg-white"}`}>
      <img src={file.picture!} alt="" loading="lazy" decoding="async" className="max-h-full max-w-full object-contain p-2" />
    </div>
  );
}

/** A file that is no picture (a PDF, a manifest, tokens): its format, where a picture would be. */
function FormatBadge({ files }: { files: KitFileView[] }) {
  return (
    <div aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg border border-gray-200 bg-gray-50 font-mono text-xs font-semibold text-gray-700">
      {kitFileButton(files[0]!).slice(0, 4)}
    </div>
  );
}

export function BrandKit({ groups, notes }: { groups: KitGroupView[]; notes: string[] }) {
  return (
    <div className="mt-8 space-y-10">
      {notes.map((note) => (
        <p key={note} className="rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-950">
          {note}
        </p>
      ))}
      {groups.map(({ group, files }) => {
        const copy = KIT_GROUP_COPY[group];
        const wide = group === "social" || group === "lockups";
        return (
          <section key={group} aria-labelledby={`kit-${group}`}>
            <h3 id={`kit-${group}`} className="text-lg font-semibold text-gray-900">
              {copy.title}
            </h3>
            <p className="mt-1 text-sm text-gray-700">{copy.text}</p>
            <ul className={`mt-4 grid gap-4 ${group === "logo" ? "grid-cols-1" : wide ? "sm:grid-cols-2" : "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3"}`}>
              {kitItems(files).map((item) => {
                const preview = previewOf(item.files);
                const logo = group === "logo";
                return (
                  <li key={item.key} className={`flex gap-3 rounded-xl border border-gray-200 p-3 ${preview && !logo ? "flex-col" : "items-center"}`}>
                    {preview ? <div className={logo ? "w-40 sm:w-48" : ""}><Preview file={preview} tall={logo || !wide} /></div> : <FormatBadge files={item.files} />}
                    <div className="min-w-0">
                      <p className="text-sm font-medium text-gray-900">{item.title}</p>
                      <div className="mt-2 flex flex-wrap gap-2">
                        {item.files.map((file) => (
                          <a
                            key={file.id}
                            href={file.url}
                            download={file.name}
                            className="rounded-md border border-gray-400 px-3 py-1.5 text-sm font-medium text-gray-900 hover:bg-gray-50"
                          >
                            <span className="sr-only">Download {item.title}, </span>
                            {kitFileButton(file)}
                          </a>
                        ))}
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
