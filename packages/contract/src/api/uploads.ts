import { z } from "zod";
import { uploadQuery } from "../uploads.ts";
import { spec } from "./define.ts";

/** Picture uploads (contract 3.10). */
export const uploadsApi = {
  /**
   * Public in the table, yet it needs a session: of the storefront (reviews, chat) or of the seller app (store
   * pictures), which the door of one app cannot say. The handler checks it (auth/policies canUpload), after
   * reading the token from the query or from the multipart body. Answers the picture's URL.
   */
  "uploadimg!execute": spec({
    app: "public",
    method: "ANY",
    params: uploadQuery,
    data: z.string(),
    summary: "Upload a picture (multipart `file` + `moduleName`); needs a storefront or seller-app session.",
  }),
} as const;
