/** What the other console features use of the accounts: the account lookups and the account state badge. */
export { useUser, useUsers } from "./api.ts";
export { UserStatus } from "./UserStatus.tsx";
