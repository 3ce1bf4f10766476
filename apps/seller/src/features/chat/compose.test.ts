import { CHAT_TEXT_MAX, UPLOAD_MAX_BYTES } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { pictureProblem, pictureUrl, sendsOnKey, textLength, textProblem, wireText } from "./compose.ts";

describe("a text to send", () => {
  it("counts characters as the server does: code points of the trimmed text", () => {
    expect(textLength("  héllo \n")).toBe(5);
    expect(textLength("😀😀")).toBe(2);
  });

  it("refuses an empty or too long text", () => {
    expect(textProblem(" \n\t ")).toBe("empty");
    expect(textProblem("a".repeat(CHAT_TEXT_MAX))).toBeUndefined();
    expect(textProblem("😀".repeat(CHAT_TEXT_MAX))).toBeUndefined();
    expect(textProblem("a".repeat(CHAT_TEXT_MAX + 1))).toBe("tooLong");
  });

  it("goes URL-encoded, line breaks, markup and + kept for the server to decode", () => {
    const text = "line 1\nline 2 <b>&</b> 1+1=2 100%";
    expect(wireText(`  ${text} `)).toBe(encodeURIComponent(text));
    expect(decodeURIComponent(wireText(text))).toBe(text);
  });
});

describe("a picture to send", () => {
  it("is a JPEG or PNG within the upload limit", () => {
    expect(pictureProblem({ type: "image/jpeg", size: 1000 })).toBeUndefined();
    expect(pictureProblem({ type: "image/png", size: UPLOAD_MAX_BYTES })).toBeUndefined();
    expect(pictureProblem({ type: "image/gif", size: 1000 })).toBe("type");
    expect(pictureProblem({ type: "image/webp", size: 1000 })).toBe("type");
    expect(pictureProblem({ type: "", size: 1000 })).toBe("type");
    expect(pictureProblem({ type: "image/png", size: UPLOAD_MAX_BYTES + 1 })).toBe("size");
  });
});

describe("the Enter key", () => {
  it("sends alone, makes a line with Shift, and only confirms a word while composing", () => {
    expect(sendsOnKey({ key: "Enter", shiftKey: false })).toBe(true);
    expect(sendsOnKey({ key: "Enter", shiftKey: true })).toBe(false);
    expect(sendsOnKey({ key: "Enter", shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnKey({ key: "Enter", shiftKey: false, keyCode: 229 })).toBe(false);
    expect(sendsOnKey({ key: "a", shiftKey: false })).toBe(false);
  });
});

describe("a picture message's address", () => {
  it("is shown when it is this site's or an http(s) one, never a script or another site's protocol-relative one", () => {
    expect(pictureUrl("/media/uploads/0123456789abcdef0123456789abcdef.png")).toBe(
      "/media/uploads/0123456789abcdef0123456789abcdef.png",
    );
    expect(pictureUrl("https://cdn.example/a.jpg")).toBe("https://cdn.example/a.jpg");
    expect(pictureUrl("javascript:alert(1)")).toBeUndefined();
    expect(pictureUrl(" javascript:alert(1)")).toBeUndefined();
    expect(pictureUrl("data:image/png;base64,AAAA")).toBeUndefined();
    expect(pictureUrl("//evil.example/a.png")).toBeUndefined();
    expect(pictureUrl("/\\evil.example/a.png")).toBeUndefined();
  });
});
