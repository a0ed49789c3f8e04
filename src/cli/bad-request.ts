/** A request the stdio server refuses: its stable code and a message (`serve-protocol.ts`). */
export class BadRequest extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
