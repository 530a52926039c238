import { message } from "./no-data.css";

/** A list's "nothing here" line. */
export function NoData({ text }: { text: string }) {
  return (
    <p className={message} data-state="empty">
      {text}
    </p>
  );
}
