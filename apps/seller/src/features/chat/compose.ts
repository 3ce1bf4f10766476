import { CHAT_TEXT_MAX, UPLOAD_MAX_BYTES } from "@mall/contract";

/** Chat pictures are JPEG or PNG (issue 13); the server checks the content, the picker offers only these. */
export const CHAT_PICTURE_TYPES = ["image/jpeg", "image/png"] as const;
export const CHAT_PICTURE_ACCEPT = CHAT_PICTURE_TYPES.join(",");
/** The picture's module on uploadimg!execute, as the original's chat sends it. */
export const CHAT_UPLOAD_MODULE = "online";

/** Characters as the server counts them: code points of the trimmed text. */
export const textLength = (text: string): number => [...text.trim()].length;

/** What stops a text from being sent: nothing in it, or more than the limit. */
export function textProblem(text: string): "empty" | "tooLong" | undefined {
  const n = textLength(text);
  if (n === 0) return "empty";
  if (n > CHAT_TEXT_MAX) return "tooLong";
  return undefined;
}

/** The text as the wire takes it: URL-encoded once, as the original clients send it (the server decodes it). */
export const wireText = (text: string): string => encodeURIComponent(text.trim());

/** What stops a picture before it is sent: a type the chat does not take, or too large for the upload. */
export function pictureProblem(file: Pick<File, "type" | "size">): "type" | "size" | undefined {
  if (!(CHAT_PICTURE_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size > UPLOAD_MAX_BYTES) return "size";
  return undefined;
}

/**
 * Whether a key press in the text box sends: Enter alone does; Shift+Enter makes a new line, and an Enter
 * that ends an input method's composition (Chinese, Japanese) only confirms the word.
 */
export const sendsOnKey = (e: { key: string; shiftKey: boolean; isComposing?: boolean; keyCode?: number }): boolean =>
  e.key === "Enter" && !e.shiftKey && !e.isComposing && e.keyCode !== 229;

/**
 * A picture message's address, if it is one a page may show and link to: a path on this site or an http(s)
 * address (pictures stored elsewhere). Anything else (a `javascript:` link, say) is not shown.
 */
export const pictureUrl = (content: string): string | undefined =>
  /^(\/(?![/\\])|https?:\/\/)/i.test(content) ? content : undefined;
