import type { WireCase } from "../case.ts";
import { matching } from "../shape.ts";

/** Contract 3.10: a picture upload, multipart `file` and `moduleName`, answered with its URL. */
export const uploadCases: WireCase[] = [
  {
    action: "uploadimg!execute",
    section: "3.10",
    as: "multipart",
    file: "picture",
    params: (w) => ({ moduleName: "evaluate", token: w.buyer.token }),
    // An S3 URL, or "/<fileName>" with local storage.
    expect: { code: "0", data: matching(/^(https:\/\/|\/)\S+$/, "the picture's URL") },
  },
  {
    action: "uploadimg!execute",
    section: "3.10",
    title: "past 4500 KB",
    as: "multipart",
    file: "too large",
    params: (w) => ({ moduleName: "evaluate", token: w.buyer.token }),
    expect: { code: "1", msg: "图片大小不能超过4M" },
  },
];
