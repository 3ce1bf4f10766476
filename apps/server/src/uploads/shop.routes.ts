import { action, type AnyAction } from "../http/actions.ts";
import { receivePicture } from "./receive-picture.ts";

/**
 * Picture uploads, for the storefront and the seller app alike: public in the action table, the session (of
 * either app) is checked by receivePicture.
 */
export const uploadActions: AnyAction[] = [
  action("uploadimg!execute", { rateLimit: [{ rule: "upload", by: "ip" }], handler: receivePicture }),
];
