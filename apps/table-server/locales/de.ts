import type { Catalog } from 'tortuga-rules';

/**
 * The table server's refusals in German (`ui.online.refusal.*`): a refusal carries its key and parameters, so a client says it in its language with these words (the web client imports them); the server writes the English one into `message`.
 */
export const SERVER_DE: Catalog = {
  // Refusals of the table server
  'ui.online.refusal.nameText': 'Gib deinen Namen als Text an.',
  'ui.online.refusal.nameLength': 'Ein Name hat 1 bis {max} Zeichen, darunter einen Buchstaben oder eine Ziffer.',
  'ui.online.refusal.seatList': 'Nenne jeden Platz des Tisches: 2 bis 9 Einträge, „open“ oder eine Bot-Stufe.',
  'ui.online.refusal.seatKind': 'Ein Platz ist „open“ oder eine Bot-Stufe ({levels}), nicht {given}.',
  'ui.online.refusal.noOpenSeat': 'Lass mindestens einen Platz für einen Menschen frei.',
  'ui.online.refusal.tooLong': 'Eine Nachricht hat höchstens {max} Bytes.',
  'ui.online.refusal.notJson': 'Schicke ein JSON-Objekt pro Nachricht.',
  'ui.online.refusal.unknownKind': 'Unbekannte Nachrichtenart {kind}: Die Arten sind {kinds}.',
  'ui.online.refusal.unknownKey': 'Unbekannter Schlüssel {key} in einer „{kind}“-Nachricht: Sie nimmt {keys}.',
  'ui.online.refusal.noSuchTable': 'Diesen Tisch gibt es nicht: Prüfe den Einladungslink.',
  'ui.online.refusal.seatNumber': 'Ein Platz ist eine Zahl von 0 bis 8.',
  'ui.online.refusal.game': 'Das Spiel ist „1667“ oder „dice“.',
  'ui.online.refusal.optionsObject': 'Die Optionen sind ein JSON-Objekt, wie es der Startbildschirm schickt.',
  'ui.online.refusal.serverSets': 'Der Server legt „{key}“ selbst fest.',
  'ui.online.refusal.badToken': 'Das ist nicht der Schlüssel dieses Platzes.',
  'ui.online.refusal.badHost': 'Das ist nicht der Gastgeber-Schlüssel dieses Tisches.',
  'ui.online.refusal.actForm': 'Schicke deinen Zug als Objekt, mit „at“, der Zahl der Entscheidungen der Ansicht, auf die er antwortet.',
  'ui.online.refusal.at': 'Nenne die Ansicht, auf die dein Zug antwortet: „at“ ist ihre Zahl der Entscheidungen.',
  'ui.online.refusal.noSuchSeat': 'Dieser Tisch hat die Plätze 0 bis {last}.',
  'ui.online.refusal.seatTaken': 'Dort sitzt schon jemand: Wähle einen anderen Platz oder nimm deinen mit seinem Schlüssel wieder ein.',
  'ui.online.refusal.tableFull': 'An diesem Tisch sind schon so viele Zuschauer, wie er zulässt.',
  'ui.online.refusal.notSeated': 'Nimm einen Platz ein, bevor du ziehst.',
  'ui.online.refusal.replaced': 'Dieser Platz wurde über eine andere Verbindung eingenommen.',
  'ui.online.refusal.serverFull': 'Der Server ist voll: Versuche es später noch einmal.',
  'ui.online.refusal.rateLimited': 'Zu viele Nachrichten: Langsamer, bitte.',
  'ui.online.refusal.placed': 'Diese Verbindung hat schon ihren Platz: Öffne eine andere, um woanders zu sitzen.',
  'ui.online.refusal.nameTaken': 'Ein anderer Platz an diesem Tisch hat schon diesen Namen oder einen, der gleich aussieht.',
  'ui.online.refusal.tooManyTables': 'Du hast in kurzer Zeit zu viele Tische eröffnet: Warte eine Weile.',
  'ui.online.refusal.closed': '{why, select, finished {Das Spiel ist vorbei, und sein Tisch wurde abgeräumt.} idle {An diesem Tisch hat lange niemand gespielt: Er wurde abgeräumt.} other {An diesem Tisch hat rechtzeitig niemand Platz genommen: Er wurde abgeräumt.}}',
  'ui.online.refusal.damaged': 'Das gespeicherte Spiel dieses Tisches ist beschädigt, daher bleibt er geschlossen.',
  'ui.online.refusal.notStored': 'Der Server konnte diese Entscheidung nicht speichern, also gilt sie nicht: Versuche es gleich noch einmal.',
  'ui.online.refusal.unavailable': 'Der Server erreicht seine Datenbank gerade nicht: Versuche es gleich noch einmal (deine Verbindung versucht es von selbst erneut).',
  'ui.online.refusal.notKnown': 'Der Server hat beim Speichern dieser Entscheidung die Verbindung zu seiner Datenbank verloren: Ob sie gilt, zeigt sich gleich.',
};
