/** What the other seller features use of the account: who is signed in, and the query key to refresh it. */
export { meKey, useMe } from "./api.ts";
