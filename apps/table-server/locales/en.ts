import type { Catalog } from 'tortuga-rules';

/**
 * The table server's refusals in English (`ui.online.refusal.*`): a refusal carries its key and parameters, so a client says it in its language with these words (the web client imports them); the server writes the English one into `message`.
 */
export const SERVER_EN: Catalog = {
  // Refusals of the table server
  'ui.online.refusal.nameText': 'Give your name as text.',
  'ui.online.refusal.nameLength': 'A name is 1 to {max} characters, with a letter or a digit.',
  'ui.online.refusal.seatList': 'Give every seat of the table: 2 to 9 entries, "open" or a bot level.',
  'ui.online.refusal.seatKind': 'A seat is "open" or a bot level ({levels}), not {given}.',
  'ui.online.refusal.noOpenSeat': 'Leave at least one seat open for a person.',
  'ui.online.refusal.tooLong': 'A message is at most {max} bytes.',
  'ui.online.refusal.notJson': 'Send one JSON object per message.',
  'ui.online.refusal.unknownKind': 'Unknown message kind {kind}: the kinds are {kinds}.',
  'ui.online.refusal.unknownKey': 'Unknown key {key} in a "{kind}" message: it takes {keys}.',
  'ui.online.refusal.noSuchTable': 'There is no such table: check the invitation link.',
  'ui.online.refusal.seatNumber': 'A seat is a number from 0 to 8.',
  'ui.online.refusal.game': 'The game is "1667" or "dice".',
  'ui.online.refusal.optionsObject': 'The options are a JSON object, such as the one the start screen sends.',
  'ui.online.refusal.serverSets': 'The server sets "{key}" itself.',
  'ui.online.refusal.badToken': 'That is not this seat’s token.',
  'ui.online.refusal.badHost': 'That is not this table’s host token.',
  'ui.online.refusal.actForm': 'Send your action as an object, with "at", the decisions count of the view it answers.',
  'ui.online.refusal.at': 'Name the view your action answers: "at" is its decisions count.',
  'ui.online.refusal.noSuchSeat': 'This table has seats 0 to {last}.',
  'ui.online.refusal.seatTaken': 'Someone already sits there: choose another seat, or resume yours with its token.',
  'ui.online.refusal.tableFull': 'This table has as many spectators as it takes.',
  'ui.online.refusal.notSeated': 'Join or resume a seat before you act.',
  'ui.online.refusal.replaced': 'This seat was taken up on another connection.',
  'ui.online.refusal.serverFull': 'The server is full: try again later.',
  'ui.online.refusal.rateLimited': 'Too many messages: slow down.',
  'ui.online.refusal.placed': 'This connection already has its place: open another to sit elsewhere.',
  'ui.online.refusal.nameTaken': 'Another seat at this table already has that name, or one that looks the same.',
  'ui.online.refusal.tooManyTables': 'You opened too many tables in a short time: wait a while.',
  'ui.online.refusal.closed': '{why, select, finished {The game is over and its table was cleared.} idle {Nobody played at this table for a long time: it was cleared.} other {Nobody took a seat at this table in time: it was cleared.}}',
  'ui.online.refusal.damaged': 'This table’s stored game is damaged, so it stays closed.',
  'ui.online.refusal.notStored': 'The server could not store that decision, so it did not happen: try again in a moment.',
  'ui.online.refusal.unavailable': 'The server cannot reach its database right now: try again in a moment (your connection tries again by itself).',
  'ui.online.refusal.notKnown': 'The server lost touch with its database while storing that decision: whether it counts shows in a moment.',
};
