import type { BaseAction, PlayerId } from '../core/game.js';
import type { Words } from '../core/words.js';
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
  /** The seat's view as data, without its log (in `recent`) and its decision (in `legalActions`). */
  readonly view: Readonly<Record<string, unknown>>;
}

/**
 * The observation of a language-model agent: everything in the seat's view, as compact JSON and
 * in words (in the words' language), with the legal actions it may answer with.
 */
export function agentPrompt<View extends { readonly log: readonly unknown[]; readonly decision: { readonly actions: readonly BaseAction[] } | null; readonly decisions: number; readonly player: PlayerId | null }>(
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
    view: rest as Record<string, unknown>,
  };
}
