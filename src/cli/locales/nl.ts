import type { Catalog } from '../../core/words/text.js';

/**
 * The words of the `tortuga-rules` command in Dutch (its prompts, banners and reports): the command's own, merged with the shared words by `cliSay`; no game catalog carries them.
 */
export const CLI_NL: Catalog = {
  // Het commando tortuga-rules
  'cli.seed': 'Seed: {seed} (dezelfde seed en keuzes geven hetzelfde spel; --save BESTAND bewaart een verslag om af te spelen).',
  'cli.choice': 'Je keuze (1–{count}{back, select, true {, 0 om terug te gaan} other {}}): ',
  'cli.typeNumber': 'Typ een getal van {min} tot {max}.',
  'cli.inputEnded': 'De invoer stopte voordat het spel afgelopen was.',
  'cli.youWon': '{won, select, true {Je hebt gewonnen.} other {Je hebt niet gewonnen.}}',
  'cli.saved': 'Het spelverslag is bewaard in {file}.',
  'cli.replayTitle': '{game, select, tortuga-1667 {Tortuga 1667} other {Tortuga (het dobbelspel)}}: {players} spelers, seed "{seed}", {actions} acties, gezien door {viewer, select, null {een toeschouwer} other {plaats {viewer}}}.',
  'cli.verified': '{game, select, tortuga-1667 {Tortuga 1667} other {Tortuga (het dobbelspel)}}: het spelverslag klopt — {actions} acties, elk toegestaan op het moment zelf{hash, select, true {, en de eindstand past bij de hash} other {}}{over, select, true {; het spel is afgelopen} other {; het verslag stopt voor het einde}}.',
  'cli.fairDeal': '{fair, select, checked {Eerlijk gedeeld: het spel is gedeeld met de seed die het onthulde geheim en het zout van de spelers "{salt}" geven, en het geheim is het toegezegde ({commitment}), de toezegging die u opgaf.} unchecked {Eerlijke deling NIET gecontroleerd: geheim, zout "{salt}" en toezegging ({commitment}) van het verslag kloppen met elkaar, maar niets verbindt die toezegging met een die vóór het spel gepubliceerd is — een gastheer die na het zout opnieuw deelde, komt hier door. Geef --commitment met de gepubliceerde toezegging.} other {Het verslag bevat geen eerlijke deling: niets toont dat de gastheer de seed niet zelf koos.}}',
  'cli.notVerified': 'Het spelverslag klopt niet: {reason}',
  'cli.interrupted': '{saved, select, true {Afgebroken: het spel tot nu toe staat in {file} (tortuga-rules replay {file} speelt het af).} other {Afgebroken: het spel is niet bewaard (--save BESTAND bewaart het, ook bij afbreken).}}',
  'cli.unfinished': '(Het verslag stopt voor het einde van het spel.)',
  'cli.demoTitle': '{game, select, tortuga-1667 {Tortuga 1667} other {Tortuga (het dobbelspel)}}: {players} bots, seed "{seed}".',
  'cli.demoEnd': '{decisions} beslissingen in {length} {game, select, tortuga-1667 {beurten} other {ronden}}.',
};
