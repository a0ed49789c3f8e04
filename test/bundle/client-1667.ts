// A browser app on the table store: Tortuga 1667 at one screen with its German words and medium bots.
import { localTable } from 'tortuga-rules/client';
import { tortuga1667 } from 'tortuga-rules/1667';
import { t1667Words } from 'tortuga-rules/1667/words';
import { T1667_DE } from 'tortuga-rules/1667/de';
import { botFor, playerNames } from 'tortuga-rules';

const bot = botFor(tortuga1667, 'medium');
export const table = localTable({
  game: tortuga1667,
  config: { players: 4, seed: 'bundle' },
  seats: ['person', bot, bot, bot],
  words: (names) => t1667Words(T1667_DE, { names: playerNames(names) }),
});
table.subscribe(() => console.log(table.getSnapshot().menu.nodes.length));
