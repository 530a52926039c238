export interface LiveModelView {
  modelId: string;
  name: string;
  avatar: string;
  online: boolean;
  viewers: number;
  /** The chat-room popup's address; null when the model is offline. */
  chatHref: string | null;
}

export interface PvpRoomView {
  roomId: string;
  name: string;
  gameName: string;
  /** The room's game in its vendor's lobby. */
  href: string;
  minBet: string;
  seats: number;
  players: number;
}
