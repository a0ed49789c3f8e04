import type { Catalog } from 'tortuga-rules';

/**
 * The table server's refusals in Dutch (`ui.online.refusal.*`): a refusal carries its key and parameters, so a client says it in its language with these words (the web client imports them); the server writes the English one into `message`.
 */
export const SERVER_NL: Catalog = {
  // Refusals of the table server
  'ui.online.refusal.nameText': 'Geef je naam als tekst.',
  'ui.online.refusal.nameLength': 'Een naam heeft 1 tot {max} tekens, met een letter of een cijfer.',
  'ui.online.refusal.seatList': 'Noem elke plaats van de tafel: 2 tot 9 items, "open" of een botniveau.',
  'ui.online.refusal.seatKind': 'Een plaats is "open" of een botniveau ({levels}), niet {given}.',
  'ui.online.refusal.noOpenSeat': 'Laat minstens één plaats vrij voor een mens.',
  'ui.online.refusal.tooLong': 'Een bericht is hoogstens {max} bytes.',
  'ui.online.refusal.notJson': 'Stuur één JSON-object per bericht.',
  'ui.online.refusal.unknownKind': 'Onbekend soort bericht {kind}: de soorten zijn {kinds}.',
  'ui.online.refusal.unknownKey': 'Onbekende sleutel {key} in een "{kind}"-bericht: het neemt {keys}.',
  'ui.online.refusal.noSuchTable': 'Deze tafel bestaat niet: controleer de uitnodigingslink.',
  'ui.online.refusal.seatNumber': 'Een plaats is een getal van 0 tot 8.',
  'ui.online.refusal.game': 'Het spel is "1667" of "dice".',
  'ui.online.refusal.optionsObject': 'De opties zijn een JSON-object, zoals het startscherm dat stuurt.',
  'ui.online.refusal.serverSets': 'De server bepaalt "{key}" zelf.',
  'ui.online.refusal.badToken': 'Dat is niet de sleutel van deze plaats.',
  'ui.online.refusal.badHost': 'Dat is niet de gastheersleutel van deze tafel.',
  'ui.online.refusal.actForm': 'Stuur je zet als object, met "at", het aantal beslissingen van de weergave waarop hij antwoordt.',
  'ui.online.refusal.at': 'Noem de weergave waarop je zet antwoordt: "at" is haar aantal beslissingen.',
  'ui.online.refusal.noSuchSeat': 'Deze tafel heeft de plaatsen 0 tot {last}.',
  'ui.online.refusal.seatTaken': 'Daar zit al iemand: kies een andere plaats, of neem de jouwe terug met haar sleutel.',
  'ui.online.refusal.tableFull': 'Aan deze tafel zitten al zoveel toeschouwers als ze toelaat.',
  'ui.online.refusal.notSeated': 'Neem een plaats in voordat je een zet doet.',
  'ui.online.refusal.replaced': 'Deze plaats is via een andere verbinding ingenomen.',
  'ui.online.refusal.serverFull': 'De server is vol: probeer het later nog eens.',
  'ui.online.refusal.rateLimited': 'Te veel berichten: rustiger aan.',
  'ui.online.refusal.placed': 'Deze verbinding heeft al haar plaats: open een andere om elders te zitten.',
  'ui.online.refusal.nameTaken': 'Een andere plaats aan deze tafel heeft die naam al, of een die er hetzelfde uitziet.',
  'ui.online.refusal.tooManyTables': 'Je hebt in korte tijd te veel tafels geopend: wacht even.',
  'ui.online.refusal.closed': '{why, select, finished {Het spel is voorbij en de tafel is opgeruimd.} idle {Aan deze tafel heeft lang niemand gespeeld: ze is opgeruimd.} other {Niemand nam op tijd plaats aan deze tafel: ze is opgeruimd.}}',
  'ui.online.refusal.damaged': 'Het opgeslagen spel van deze tafel is beschadigd, dus ze blijft gesloten.',
  'ui.online.refusal.notStored': 'De server kon die beslissing niet opslaan, dus ze geldt niet: probeer het zo opnieuw.',
  'ui.online.refusal.unavailable': 'De server bereikt zijn database nu niet: probeer het zo opnieuw (je verbinding probeert het vanzelf opnieuw).',
  'ui.online.refusal.notKnown': 'De server verloor het contact met zijn database tijdens het opslaan van die beslissing: of ze geldt, blijkt zo.',
};
