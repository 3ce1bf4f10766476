/** What the other seller features use of the dashboard: the store application's state. */
export { ApplicationState } from "./ApplicationState.tsx";
