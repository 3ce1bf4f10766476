/** What the other storefront features use of the address book: the address form and the buyer's addresses. */
export { AddressForm } from "./AddressForm.tsx";
export { useAddresses } from "./api.ts";
