/** What the rest of the storefront uses of the newsletter: the subscription box's rule, and the phone's box. */
export { useSubscribeForm } from "./useSubscribeForm.ts";
export { WapSubscribe } from "./wap/WapSubscribe.tsx";
