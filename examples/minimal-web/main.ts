/**
 * A minimal web table for Tortuga 1667 on `tortuga-rules/client`, to copy: you at seat 0 against
 * three bots, in English. The store holds the game; this file only draws its snapshot and sends
 * clicks back. Run it with any bundler (`npx vite examples/minimal-web` in the repository).
 */
import { localTable } from 'tortuga-rules/client';
import { playerNames, t1667HeuristicBot } from 'tortuga-rules';
import { tortuga1667 } from 'tortuga-rules/1667';
import { t1667Words } from 'tortuga-rules/1667/words';
import { T1667_EN } from 'tortuga-rules/1667/en';

const table = localTable({
  game: tortuga1667,
  config: { players: 4, seed: `minimal-${Date.now()}` },
  seats: ['person', t1667HeuristicBot(), t1667HeuristicBot(), t1667HeuristicBot()],
  words: (names) => t1667Words(T1667_EN, { names: playerNames(names) }),
  pace: 700,
});

/** An element with text and children; text is always text, never HTML. */
function el(tag: string, text: string | null, ...children: HTMLElement[]): HTMLElement {
  const node = document.createElement(tag);
  if (text !== null) node.textContent = text;
  node.append(...children);
  return node;
}

function button(text: string, title: string | null, onClick: () => void): HTMLElement {
  const node = el('button', text);
  if (title !== null) node.title = title;
  node.addEventListener('click', onClick);
  return node;
}

/** The table as text: the board and your secrets (`summary`), the decision with its menu, the story so far. */
function draw(): void {
  const { view, words, menu, refusal, over } = table.getSnapshot();
  const root = document.getElementById('app')!;
  if (view === null) return root.replaceChildren(el('p', '…'));
  const board = el('ul', null, ...words.summary(view).map((line) => el('li', line.text)));
  const prompt = words.prompt(view);
  const decision = el(
    'section',
    null,
    el('h2', over ? 'Game over' : (prompt?.text ?? 'The others are deciding…')),
    ...(menu.groups.length > 0 ? [el('p', menu.groups.join(' › '))] : []),
    ...menu.nodes.map((node, i) =>
      button(node.label.text, node.long?.text ?? null, () => (node.action === null ? table.openGroup(i) : table.choose(node.action))),
    ),
    ...(menu.path.length > 0 ? [button('Back', null, () => table.back())] : []),
    ...(refusal !== null ? [el('p', refusal.text)] : []),
  );
  decision.setAttribute('aria-live', 'polite');
  const story = el('ol', null, ...view.log.slice(-12).map((entry) => el('li', words.narrate(view, entry).text)));
  root.replaceChildren(el('h1', 'Tortuga 1667'), board, decision, el('h2', 'What happened'), story);
}

table.subscribe(draw);
draw();
