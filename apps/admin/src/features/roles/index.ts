/** What the other console features use of the roles: the list of roles to pick from. */
export { useRoles } from "./api.ts";
