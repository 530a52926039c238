/**
 * What a money form's reply adds (`FormReply<NextKey>`'s `extra`): a new idempotency key for the
 * next try. A refused request stored nothing under the old one, but a fresh key is never wrong.
 */
export interface NextKey {
  nextKey: string;
}

/** An amount as the page shows it, formatted on the server in the merchant's currency ("₱1,234.50", "1.000.000 ₫"). */
export type ShownAmount = string;
