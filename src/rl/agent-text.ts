import type { BaseAction, PlayerId } from '../core/engine/game.js';
import type { Words } from '../core/words/words.js';
import { compactHistory, compactMenu } from './agent-history.js';
import type { Encoding } from './encoding.js';

/**
 * Structured text for language-model agents: a JSON Schema of a game's actions, and a compact
 * JSON observation of one seat's view with its legal actions, each with its id and its words. An
 * agent answers with one action object (or its id); `validate` checks whatever it says.
 */

/** A JSON Schema (draft 2020-12) of every action of the encoding's game and configuration: one branch per action type. */
export function actionSchema(encoding: Encoding<unknown, BaseAction, unknown>): Record<string, unknown> {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: `An action of ${encoding.game} with ${encoding.numPlayers} seats`,
    oneOf: encoding.actionBlocks.map((block) => ({
      type: 'object',
      title: block.type,
      properties: {
        type: { const: block.type },
        player: { type: 'integer', minimum: 0, maximum: encoding.numPlayers - 1, description: 'the seat taking the action: your own' },
        ...Object.fromEntries(block.fields.map((field) => [field.name, field.schema])),
      },
      required: ['type', 'player', ...block.fields.map((field) => field.name)],
      additionalProperties: false,
    })),
  };
}

/** What the agents' texts read of a seat's view (either game's view is one). */
export interface AgentView {
  /** The entries the seat may read. */
  readonly log: readonly unknown[];
  /** The seat's decision, if it has one. */
  readonly decision: { readonly actions: readonly BaseAction[] } | null;
  /** Decisions taken so far. */
  readonly decisions: number;
  /** The seat. */
  readonly player: PlayerId | null;
}

/** What an agent is shown: the prompt and its choices, the table in words, and the view as data. */
export interface AgentPrompt {
  readonly game: string;
  readonly seat: PlayerId;
  readonly decisions: number;
  /** The decision to take, in words (null when the seat has none). */
  readonly prompt: string | null;
  /** Each legal action: its id, the action object to answer with, and its words. */
  readonly legalActions: readonly { readonly id: number; readonly action: BaseAction; readonly label: string; readonly explanation: string }[];
  /** The table as the seat sees it, in a few lines of words. */
  readonly summary: readonly string[];
  /** The latest log entries the seat may read, told in words (at most `recent`). */
  readonly recent: readonly string[];
  /** The whole game as the seat may read it, compact (`compactHistory`: a line per turn or round). */
  readonly history: string;
  /** The seat's view as data, without its log (in `recent`) and its decision (in `legalActions`). */
  readonly view: Readonly<Record<string, unknown>>;
}

/**
 * The observation of a language-model agent: everything in the seat's view, as compact JSON and
 * in words (in the words' language), with the legal actions it may answer with.
 */
export function agentPrompt<View extends AgentView>(
  encoding: Encoding<unknown, BaseAction, View>,
  words: Words<View, BaseAction, unknown>,
  view: View,
  recent = 12,
): AgentPrompt {
  const { log, decision, ...rest } = view;
  return {
    game: encoding.game,
    seat: view.player ?? -1,
    decisions: view.decisions,
    prompt: words.prompt(view)?.text ?? null,
    legalActions: (decision?.actions ?? []).map((action) => {
      const label = words.label(view, action);
      return { id: encoding.actionIndex(action), action, label: label.short.text, explanation: label.long.text };
    }),
    summary: words.summary(view).map((line) => line.text),
    recent: log.slice(-recent).map((entry) => words.narrate(view, entry).text),
    history: compactHistory(encoding.game, log as readonly { readonly event: { readonly type: string } }[], voteCardsOf(view)),
    view: rest as Record<string, unknown>,
  };
}

/** A history line that says only that another seat peeked (`p4: peek 0+4`): what a tight prompt leaves out first. */
const PEEK_ONLY = /^p\d+: peek \d\+\d$/;

/**
 * The compact prompt of a language-model agent, as one text: the game and seat, the table in
 * words (the words' language), the whole readable history compact (`compactHistory`), the decision
 * in words and the legal actions grouped (`compactMenu`; an answer writes one, `actionFromText`).
 * With the rules summary given once (`agentRules`, which explains the notation), it is all an
 * agent needs. Past `maxChars` (default 4,000) the history gives way, and a line says how much:
 * first the lines that say only that another seat peeked, oldest first, then (rarely: Tortuga 1667
 * at 5 players with `medium` bots, 3 decisions of 2,713 in 20 games) the oldest turns.
 */
export function compactPrompt<View extends AgentView>(
  encoding: Encoding<unknown, BaseAction, View>,
  words: Words<View, BaseAction, unknown>,
  view: View,
  maxChars = 4000,
): string {
  const head = [
    `${encoding.game} · ${encoding.numPlayers} seats · you are p${view.player ?? '-'} · decision ${view.decisions}`,
    ...words.summary(view).map((line) => line.text),
  ];
  const tail = [words.prompt(view)?.text ?? '-', `menu: ${compactMenu(view.decision?.actions ?? [])}`];
  const history = compactHistory(encoding.game, view.log as readonly { readonly event: { readonly type: string } }[], voteCardsOf(view)).split('\n');
  const size = (lines: readonly string[]): number => [...head, 'history:', ...lines, ...tail].join('\n').length;
  let [peeks, others] = [0, 0];
  let over = size(history) - maxChars + 100; // room for the line that says what was left out
  for (const onlyPeeks of [true, false]) {
    // The setup line (the first) and the turn now (the last) always stay.
    for (let i = 1; i < history.length - 1 && over > 0; i++) {
      if (history[i] === '' || (onlyPeeks && !PEEK_ONLY.test(history[i]!))) continue;
      over -= history[i]!.length + 1;
      history[i] = '';
      if (onlyPeeks) peeks++;
      else others++;
    }
  }
  const kept = history.filter((line) => line !== '');
  const note =
    peeks + others === 0
      ? 'history:'
      : `history (left out: ${peeks} older turns of only another seat peeking${others > 0 ? `, then the ${others} oldest turns` : ''}):`;
  return [...head, note, ...kept, ...tail].join('\n');
}

/** The vote cards a view's card numbers name (Tortuga 1667), or none. */
function voteCardsOf(view: object): readonly object[] {
  const cards = (view as { readonly voteCards?: unknown }).voteCards;
  return Array.isArray(cards) ? (cards as object[]) : [];
}
