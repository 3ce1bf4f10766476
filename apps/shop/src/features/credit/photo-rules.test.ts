import { UPLOAD_MAX_BYTES } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { photoFileProblem, photoState } from "./photo-rules.ts";

describe("ID photos", () => {
  it("refuses what is no picture or too large before sending it", () => {
    expect(photoFileProblem({ type: "image/png", size: 1000 })).toBeUndefined();
    expect(photoFileProblem({ type: "IMAGE/JPEG", size: UPLOAD_MAX_BYTES })).toBeUndefined();
    expect(photoFileProblem({ type: "", size: 10 })).toBeUndefined();
    expect(photoFileProblem({ type: "application/pdf", size: 10 })).toBe("photoType");
    expect(photoFileProblem({ type: "image/png", size: UPLOAD_MAX_BYTES + 1 })).toBe("photoSize");
  });

  it("names a slot's state: missing, uploading, failed, done", () => {
    const base = { name: "a.png", preview: "blob:x", progress: 0.4 };
    expect(photoState(undefined)).toBe("missing");
    expect(photoState(base)).toBe("uploading");
    expect(photoState({ ...base, failed: "Upload failed" })).toBe("failed");
    expect(photoState({ ...base, progress: 1, url: "/media/uploads/a.png" })).toBe("done");
  });
});
