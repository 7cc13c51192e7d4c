import type { LogoVersion } from "#app/lib/logo-versions.ts";
import { withoutRefinementPrefix } from "#protocol/refinement.ts";

interface ConversationProps {
  versions: LogoVersion[];
  /** The version on screen: its entry is marked. */
  index: number;
  /** The server's record of each version's narration (by logo id), for a browser without it. */
  narrations: Record<string, string[]>;
}

/**
 * The conversation with the design agent: one entry per version, the visitor's words then
 * what the agent said it did, streamed as it arrives and kept with the version. A polite
 * log: a screen reader reads each new line once, without interrupting. Only where a
 * generated version is on the page: an island of the logo page, loaded then.
 */
export default function Conversation({
  versions,
  index,
  narrations,
}: ConversationProps) {
  // A logo seen from a shared link carries none of its maker's words: nothing to show.
  const said = (version: LogoVersion) =>
    version.kind === "generated" &&
    Boolean(version.logo && (version.logo.prompt || version.logo.generationPrompt || version.logo.narration?.length || narrations[version.id]?.length || version.logo.isGenerating));
  if (!versions.some(said)) return null;
  return (
    <section
      aria-labelledby="conversation-title"
      className="rounded-2xl border border-gray-200 bg-gray-50 p-4"
    >
      <h2
        id="conversation-title"
        className="text-base font-semibold text-gray-900"
      >
        What the agent did
      </h2>
      <div
        role="log"
        aria-live="polite"
        aria-relevant="additions text"
        aria-labelledby="conversation-title"
      >
        <ol className="mt-3 space-y-4">
          {versions.map((version, position) => {
            const current = position === index;
            const marker = `Version ${position + 1}`;
            if (version.kind === "catalogue") {
              return (
                <li
                  key={version.id}
                  aria-current={current ? "true" : undefined}
                  className="text-sm text-gray-800"
                >
                  <p className="font-semibold text-gray-900">{marker}</p>
                  <p>
                    The original: {version.logo.name} by {version.logo.designer}
                    {version.logo.sample ? " (a sample designer)" : null}.
                  </p>
                </li>
              );
            }
            const logo = version.logo;
            if (!logo || !said(version)) return null;
            const lines = logo.narration?.length
              ? logo.narration
              : narrations[version.id] ?? [];
            return (
              <li
                key={version.id}
                aria-current={current ? "true" : undefined}
                data-testid="conversation-entry"
                className={`rounded-xl p-3 text-sm ${
                  current ? "bg-white shadow-sm ring-1 ring-indigo-200" : ""
                }`}
              >
                <p className="font-semibold text-gray-900">{marker}</p>
                {logo.prompt || logo.generationPrompt ? (
                  <p className="mt-1 text-gray-800">
                    <span className="font-medium">You: </span>
                    {/* The visitor's words: the record holds the message as sent, with the app's prefix for a change. */}
                    {withoutRefinementPrefix(logo.prompt || logo.generationPrompt)}
                  </p>
                ) : null}
                {lines.length > 0 ? (
                  <ul
                    className="mt-2 space-y-1 border-l-2 border-indigo-200 pl-3 text-gray-800"
                    data-testid="narration"
                  >
                    {lines.map((line, n) => (
                      <li key={n}>{line}</li>
                    ))}
                  </ul>
                ) : logo.isGenerating ? (
                  <p className="mt-2 text-gray-700">The agent is starting…</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
