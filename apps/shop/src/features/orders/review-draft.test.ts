import { REVIEW_PICTURES_MAX, REVIEW_TEXT_MAX, reviewParams, UPLOAD_MAX_BYTES } from "@mall/contract";
import { describe, expect, it } from "vitest";
import {
  blockerOf,
  bucketOfRating,
  newDraft,
  type Picture,
  pictureNotes,
  pictureProblem,
  type ReviewDraft,
  roomFor,
  toReviewLines,
} from "./review-draft.ts";

const pic = (o: Partial<Picture> = {}): Picture => ({
  key: `k${Math.random()}`,
  name: "a.png",
  preview: "blob:x",
  progress: 0,
  ...o,
});
const draft = (o: Partial<ReviewDraft> = {}): ReviewDraft => ({ ...newDraft("7"), content: "Great boots", ...o });

describe("picture checks before upload (spec point 5)", () => {
  it("accepts JPEG and PNG within the contract's size", () => {
    expect(pictureProblem({ name: "a.jpg", type: "image/jpeg", size: 1000 })).toBeUndefined();
    expect(pictureProblem({ name: "a.JPEG", type: "image/jpeg", size: 1000 })).toBeUndefined();
    expect(pictureProblem({ name: "b.png", type: "image/png", size: UPLOAD_MAX_BYTES })).toBeUndefined();
    expect(pictureProblem({ name: "photo", type: "image/png", size: 10 })).toBeUndefined();
  });
  it("refuses other types, renamed files and files too large", () => {
    expect(pictureProblem({ name: "a.gif", type: "image/gif", size: 10 })).toBe("imageTypeInvalid");
    expect(pictureProblem({ name: "a.png", type: "application/pdf", size: 10 })).toBe("imageTypeInvalid");
    expect(pictureProblem({ name: "a.exe", type: "image/png", size: 10 })).toBe("imageTypeInvalid");
    expect(pictureProblem({ name: "a.bmp", type: "", size: 10 })).toBe("imageTypeInvalid");
    expect(pictureProblem({ name: "big.jpg", type: "image/jpeg", size: UPLOAD_MAX_BYTES + 1 })).toBe("imageTooLarge");
  });
  it("leaves room for at most 9 pictures", () => {
    expect(roomFor(draft())).toBe(REVIEW_PICTURES_MAX);
    expect(roomFor(draft({ pictures: Array.from({ length: 9 }, () => pic({ url: "/media/uploads/a.png" })) }))).toBe(0);
  });
});

describe("what the picture field says about refusals", () => {
  it("names each picture the server refused by its place and name, with the server's reason", () => {
    const d = draft({
      pictures: [
        pic({ key: "a", name: "front.png", url: "/media/uploads/a.png" }),
        pic({ key: "b", name: "notes.png", failed: "Invalid image format" }),
        pic({ key: "c", name: "side.png" }),
      ],
      refused: [{ key: "f1", name: "manual.pdf", reason: "Invalid image format" }],
    });
    expect(pictureNotes(d)).toEqual([
      { kind: "picture", key: "b", n: 2, name: "notes.png", reason: "Invalid image format" },
      { kind: "file", key: "f1", name: "manual.pdf", reason: "Invalid image format" },
    ]);
  });
  it("says nothing while every picture is uploading or uploaded", () => {
    expect(pictureNotes(draft({ pictures: [pic(), pic({ url: "/media/uploads/a.png" })] }))).toEqual([]);
  });
});

describe("what blocks the submission", () => {
  it("a picture still uploading comes first", () => {
    const b = blockerOf([draft({ content: "", pictures: [pic()] })]);
    expect(b.reason).toBe("stillUploading");
    expect(b.contentProblems.get("7")).toBe("required");
  });
  it("then failed pictures, then texts", () => {
    expect(blockerOf([draft({ pictures: [pic({ failed: "Upload failed" })] })]).reason).toBe("failedPictures");
    expect(blockerOf([draft({ content: "   " })]).reason).toBe("content");
    expect(blockerOf([draft({ content: "x".repeat(REVIEW_TEXT_MAX + 1) })]).contentProblems.get("7")).toBe("tooLong");
    expect(blockerOf([draft()]).reason).toBeUndefined();
  });
});

describe("the evaluation!addList lines", () => {
  it("numbers the uploaded pictures imgUrl1.. in order and passes the contract's schema", () => {
    const lines = toReviewLines([
      draft({
        evaluationType: 2,
        rating: 3,
        content: "  Fine, a bit small  ",
        pictures: [pic({ url: "/media/uploads/a.png" }), pic({ url: "/media/uploads/b.jpg" })],
      }),
      { ...newDraft("9"), content: "ok" },
    ]);
    expect(lines[0]).toEqual({
      sellerGoodsId: 7,
      evaluationType: 2,
      rating: 3,
      content: "Fine, a bit small",
      imgUrl1: "/media/uploads/a.png",
      imgUrl2: "/media/uploads/b.jpg",
    });
    expect(lines[1]).toEqual({ sellerGoodsId: 9, evaluationType: 1, rating: 5, content: "ok" });
    expect(reviewParams.addList.safeParse({ orderId: "261122104841784720", evaluationAdds: lines }).success).toBe(true);
  });
  it("stars suggest the bucket", () => {
    expect([5, 4, 3, 2, 1].map(bucketOfRating)).toEqual([1, 1, 2, 3, 3]);
  });
});
