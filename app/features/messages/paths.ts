import { memberPath } from "~/session/member-pages";

export const MESSAGES_PATH = memberPath("messageV2");
export const messagePath = (id: number) => `${MESSAGES_PATH}/${id}`;
