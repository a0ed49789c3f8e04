import type { Catalog } from '../../core/words/text.js';

/**
 * The words of the `tortuga-rules` command in German (its prompts, banners and reports): the command's own, merged with the shared words by `cliSay`; no game catalog carries them.
 */
export const CLI_DE: Catalog = {
  // Der Befehl tortuga-rules
  'cli.seed': 'Seed: {seed} (derselbe Seed und dieselben Entscheidungen ergeben dasselbe Spiel; --save DATEI speichert eine Aufzeichnung zum Abspielen).',
  'cli.choice': 'Deine Wahl (1–{count}{back, select, true {, 0 für zurück} other {}}): ',
  'cli.typeNumber': 'Bitte gib eine Zahl von {min} bis {max} ein.',
  'cli.inputEnded': 'Die Eingabe endete vor dem Spiel.',
  'cli.youWon': '{won, select, true {Du hast gewonnen.} other {Du hast nicht gewonnen.}}',
  'cli.saved': 'Die Spielaufzeichnung ist in {file} gespeichert.',
  'cli.replayTitle': '{game, select, tortuga-1667 {Tortuga 1667} other {Tortuga (das Würfelspiel)}}: {players} Spieler, Seed „{seed}“, {actions} Aktionen, aus der Sicht {viewer, select, null {eines Zuschauers} other {von Platz {viewer}}}.',
  'cli.verified': '{game, select, tortuga-1667 {Tortuga 1667} other {Tortuga (das Würfelspiel)}}: Die Aufzeichnung ist stimmig — {actions} Aktionen, jede an ihrer Stelle erlaubt{hash, select, true {, und der Endstand passt zu ihrem Hash} other {}}{over, select, true {; das Spiel ist zu Ende} other {; die Aufzeichnung endet vor Spielende}}.',
  'cli.fairDeal': '{fair, select, checked {Faires Austeilen: Das Spiel wurde mit dem Seed ausgeteilt, den das aufgedeckte Geheimnis und das Salz der Spieler „{salt}“ ergeben, und das Geheimnis ist das zugesagte ({commitment}), die Zusage, die Sie angegeben haben.} unchecked {Faires Austeilen NICHT geprüft: Geheimnis, Salz „{salt}“ und Zusage ({commitment}) der Aufzeichnung passen zusammen, aber nichts verbindet diese Zusage mit einer vor dem Spiel veröffentlichten — ein Gastgeber, der nach dem Salz neu ausgeteilt hat, käme hier durch. Geben Sie --commitment mit der veröffentlichten Zusage an.} other {Die Aufzeichnung enthält kein faires Austeilen: Nichts zeigt, dass der Gastgeber den Seed nicht gewählt hat.}}',
  'cli.notVerified': 'Die Aufzeichnung hält der Prüfung nicht stand: {reason}',
  'cli.interrupted': '{saved, select, true {Abgebrochen: Das bisherige Spiel ist in {file} gespeichert (tortuga-rules replay {file} spielt es ab).} other {Abgebrochen: Das Spiel ist nicht gespeichert (--save DATEI bewahrt es, auch bei einem Abbruch).}}',
  'cli.unfinished': '(Die Aufzeichnung endet vor dem Ende des Spiels.)',
  'cli.demoTitle': '{game, select, tortuga-1667 {Tortuga 1667} other {Tortuga (das Würfelspiel)}}: {players} Bots, Seed „{seed}“.',
  'cli.demoEnd': '{decisions} Entscheidungen in {length} {game, select, tortuga-1667 {Zügen} other {Runden}}.',
};
