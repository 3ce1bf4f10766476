import { z } from "zod";
import {
  avatarParams,
  avatarResult,
  changePasswordParams,
  changeSafewordParams,
  heartbeatParams,
  imageCode,
  localUser,
  loginResult,
  logoffParams,
  registerCodeParams,
  registerParams,
  registerUsernameParams,
  resetPasswordParams,
  sendCodeParams,
  setSafewordParams,
  shopLoginParams,
  slideChallenge,
  verifyTarget,
  verifyTargetParams,
} from "../account-params.ts";
import {
  consoleIdParams,
  consoleOutboxParams,
  consoleUser,
  consoleUserDetail,
  consoleUsersParams,
  outboxMessage,
  userEnabled,
} from "../console.ts";
import { nothing, pageOf } from "../params.ts";
import { spec } from "./define.ts";

const none = z.object({});

/**
 * Buyer accounts of contract 3.5 (registration, verification codes, sessions, passwords, cancellation), and the
 * console's management of every account and of the mail the platform sent. "ANY": the original accepted these
 * by every method.
 */
export const accountsApi = {
  "localuser!registerNoVerifcode": spec({ app: "public", method: "ANY", params: registerParams, data: loginResult }),
  "localuser!registerWithVerifcode": spec({ app: "public", method: "ANY", params: registerParams, data: loginResult }),
  "idcode!execute": spec({ app: "public", method: "ANY", params: sendCodeParams, data: nothing }),
  // The original's other account calls (docs/original-account-calls.md).
  "jscode!execute": spec({ app: "public", method: "ANY", params: registerCodeParams, data: nothing }),
  "localuser!getImageCode": spec({ app: "public", method: "ANY", params: none, data: imageCode }),
  // Ours: the slide check the shop's login asks for after a wrong password, and its registration (decision 0013).
  "slide!challenge": spec({ app: "public", method: "ANY", params: none, data: slideChallenge }),
  "localuser!register_username": spec({
    app: "public",
    method: "ANY",
    params: registerUsernameParams,
    data: loginResult,
  }),
  "user!getUserNameVerifTarget": spec({
    app: "public",
    method: "ANY",
    params: verifyTargetParams,
    data: verifyTarget,
  }),
  "user!resetpsw": spec({ app: "public", method: "ANY", params: resetPasswordParams, data: nothing }),
  "user!newlogin": spec({ app: "public", method: "ANY", params: shopLoginParams, data: loginResult }),
  "user!logout": spec({ app: "public", method: "ANY", params: none, data: nothing }),
  "user!heartbeat": spec({ app: "public", method: "ANY", params: heartbeatParams, data: nothing }),
  "localuser!get": spec({ app: "shop", method: "ANY", params: none, data: localUser }),
  "localuser!refreshAvatar": spec({ app: "shop", method: "POST", params: avatarParams, data: avatarResult }),
  "user!updateOldAndNewPsw": spec({ app: "shop", method: "ANY", params: changePasswordParams, data: nothing }),
  "user!setSafewordReg": spec({ app: "shop", method: "ANY", params: setSafewordParams, data: nothing }),
  "user!updateOldAndNewSafeword": spec({ app: "shop", method: "ANY", params: changeSafewordParams, data: nothing }),
  "user!logoff": spec({ app: "shop", method: "POST", params: logoffParams, data: nothing }),

  "console/users!list": spec({
    app: "console",
    method: "ANY",
    permission: "users",
    params: consoleUsersParams,
    data: pageOf(consoleUser),
  }),
  "console/users!get": spec({
    app: "console",
    method: "ANY",
    permission: "users",
    params: consoleIdParams,
    data: consoleUserDetail,
  }),
  "console/users!disable": spec({
    app: "console",
    method: "POST",
    permission: "users",
    params: consoleIdParams,
    data: userEnabled,
  }),
  "console/users!enable": spec({
    app: "console",
    method: "POST",
    permission: "users",
    params: consoleIdParams,
    data: userEnabled,
  }),
  "console/mail!outbox": spec({
    app: "console",
    method: "ANY",
    permission: "mail",
    params: consoleOutboxParams,
    data: pageOf(outboxMessage),
  }),
} as const;
