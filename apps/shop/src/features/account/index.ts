/**
 * What the other storefront features use of the account: the signed-in user and the account's own calls,
 * the avatar, the sign-in links, the logout, the calling codes, and the form kit with its checks (the
 * password and cancellation pages of the user centre are forms like the login's).
 */

export { Avatar, avatarIndex } from "./Avatar.tsx";
export {
  accountKey,
  changePassword,
  changeSafeword,
  deregister,
  setSafeword,
  useLocalUser,
  useRefreshAvatar,
} from "./api.ts";
export { areaOptions, codeOf, defaultRegion } from "./area-codes.ts";
export { AccountForm } from "./form/AccountForm.tsx";
export { Field, NewPasswordFields, PasswordField, TextField } from "./form/Field.tsx";
export { FormAlert } from "./form/FormAlert.tsx";
export { default as formStyles } from "./form/form.module.css";
export { useForm } from "./form/useForm.ts";
export { authPath } from "./redirect.ts";
export { useLogout } from "./useLogout.ts";
export { check, password, repeat, required, safeword } from "./validation.ts";
