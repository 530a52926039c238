/** "player001" -> "pl***01": enough to recognise yourself, not enough to find anyone. */
export function maskUsername(username: string): string {
  if (username.length <= 4) return `${username.charAt(0)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}
