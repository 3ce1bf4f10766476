import { CHAT_TEXT_MAX, type ChatType } from "@mall/contract";
import { fail } from "../http/errors.ts";

/**
 * The text as the clients send it: URL-encoded once (the PC's encodeURIComponent). As the original does, a
 * `+` and a lone `%` are protected first, so a text typed with them arrives as typed, and one that is not
 * encoded at all passes unchanged.
 */
export function decodeChatText(raw: string): string {
  const protectedRaw = raw.replace(/%(?![0-9A-Fa-f]{2})/g, "%25").replace(/\+/g, "%2B");
  try {
    return decodeURIComponent(protectedRaw);
  } catch {
    return raw;
  }
}

// NUL and the other control characters but tab and line breaks; lone surrogates.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Our own stored pictures only (uploadimg!execute's answer), JPEG or PNG as their content said. */
const CHAT_PICTURE = /^\/media\/uploads\/(?:[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]_)?[0-9a-f]{32}\.(?:jpg|png)$/;

/**
 * A message's content, ready to store: text decoded, cleaned of control characters (line breaks kept) and
 * checked for length; a picture must be one this server stored. Never HTML: the clients render text as text.
 * Undefined for an empty text, which the caller answers as its contract says.
 */
export function messageContent(type: ChatType, raw: string): string | undefined {
  if (type === "img") {
    const url = decodeChatText(raw).trim();
    if (!url) return undefined;
    if (!CHAT_PICTURE.test(url)) fail("imageTypeInvalid");
    return url;
  }
  const text = decodeChatText(raw).replace(/\r\n?/g, "\n").replace(CONTROL, "").replace(LONE_SURROGATE, "").trim();
  if (!text) return undefined;
  if ([...text].length > CHAT_TEXT_MAX) fail("chatTooLong");
  return text;
}

/** A conversation list's one-line preview of a message. */
export const previewOf = (type: ChatType, content: string): string =>
  type === "img" ? "[img]" : content.replace(/\s+/g, " ").slice(0, 80);
