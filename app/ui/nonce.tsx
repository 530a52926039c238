import { createContext, useContext } from "react";

/** The request's CSP nonce while rendering on the server; empty in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
