import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Block, Inline } from "#app/content/types.ts";

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

const LINK_CLASS = "font-medium text-indigo-700 underline hover:text-indigo-900";

/** Renders one run of copy (see `Inline` for the two marks it understands). */
export function RichText({ text }: { text: Inline }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, label, href, strong] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const key = match.index;
    if (strong !== undefined) {
      parts.push(
        <strong key={key} className="font-semibold text-gray-900">
          {strong}
        </strong>,
      );
    } else if (href!.startsWith("/")) {
      parts.push(
        <Link key={key} to={href!} className={LINK_CLASS}>
          {label}
        </Link>,
      );
    } else {
      parts.push(
        <a key={key} href={href} className={LINK_CLASS}>
          {label}
        </a>,
      );
    }
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/** Paragraphs, bullet lists and sub-headings of a document section or article. */
export function Blocks({ blocks, subheadingLevel = 3 }: { blocks: readonly Block[]; subheadingLevel?: 2 | 3 }) {
  const Subheading = subheadingLevel === 2 ? "h2" : "h3";
  return (
    <div className="space-y-4 text-base leading-7 text-gray-700">
      {blocks.map((block, index) => {
        if (typeof block === "string") {
          return (
            <p key={index}>
              <RichText text={block} />
            </p>
          );
        }
        if ("list" in block) {
          return (
            <ul key={index} className="list-disc space-y-2 pl-6">
              {block.list.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <RichText text={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <Subheading key={index} className="pt-2 text-lg font-semibold text-gray-900">
            {block.subheading}
          </Subheading>
        );
      })}
    </div>
  );
}
