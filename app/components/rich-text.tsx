import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { site } from "../config/site";

const tokens: Record<string, () => string> = {
  supportEmail: () => site.supportEmail,
  brandName: () => site.brandName,
};

/** Replaces `{supportEmail}` and `{brandName}` with configured values. */
export const fillTokens = (text: string) => text.replace(/\{(\w+)\}/g, (m, key: string) => tokens[key]?.() ?? m);

/**
 * Renders content rich text: `**bold**`, `[text](/path)` internal links and
 * the configuration tokens. The support e-mail becomes a mailto link.
 */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  const pattern = /\*\*([^*]+)\*\*|\[([^\]]+)\]\((\/[^)]*)\)|\{supportEmail\}/g;
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(fillTokens(text.slice(last, index)));
    if (match[1] !== undefined) parts.push(<strong key={key++}>{fillTokens(match[1])}</strong>);
    else if (match[2] !== undefined && match[3] !== undefined)
      parts.push(
        <Link key={key++} to={match[3]}>
          {match[2]}
        </Link>,
      );
    else
      parts.push(
        <a key={key++} href={`mailto:${site.supportEmail}`}>
          {site.supportEmail}
        </a>,
      );
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(fillTokens(text.slice(last)));
  return <Fragment>{parts}</Fragment>;
}
