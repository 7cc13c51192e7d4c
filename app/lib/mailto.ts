/**
 * mailto: links (accounts spec section 7): the contact form, logo submission, selling
 * questions, return requests, download help. RFC 6068: subject and body are
 * percent-encoded and line breaks are CRLF.
 */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const query = (["subject", "body"] as const)
    .filter((key) => fields[key])
    .map((key) => `${key}=${encodeURIComponent(fields[key]!.replace(/\r?\n/g, "\r\n"))}`)
    .join("&");
  return `mailto:${address}${query ? `?${query}` : ""}`;
}

/** Hands a mailto: link to the visitor's mail program, as following a link would. */
export function openMailto(href: string) {
  window.location.href = href;
}
