import type { RuleViolation } from '../engine/rule-violation.js';
import type { Speaker } from './core-words.js';
import { hasTemplate, type Say } from './say.js';
import type { Catalog, Message, Text, TextParam } from './text.js';
import { WORDS_INSIDE } from './words-inside.js';

/** A legal action in words: a short label for a button and a longer one for a tooltip. */
export interface ActionLabel {
  /** A few words: "Peek at 2 and 4". */
  readonly short: Text;
  /** A sentence that explains it: "Look at the face-down cards in slots 2 and 4; only you see them." */
  readonly long: Text;
}

/**
 * One node of a menu of legal actions: a group (an action kind, a target, …) with children,
 * or a leaf that stands for one legal action. A UI shows the top level, then the children of
 * the node chosen, so that even 58 actions at a turn's start make a two- or three-step menu.
 */
export interface MenuNode<Action> {
  /** What the node says. */
  readonly label: Text;
  /** For a leaf, a longer explanation; for a group, null. */
  readonly long: Text | null;
  /** The legal action of a leaf, or null for a group. */
  readonly action: Action | null;
  /** The children of a group (empty for a leaf). */
  readonly children: readonly MenuNode<Action>[];
}

/**
 * Everything a UI needs to say about a game, in one language: labels for legal actions, the
 * narration of log entries (as one seat sees them: "you" for that seat, its own secrets
 * included), the prompt of the viewer's decision, grouped menus, and `RuleViolation`
 * messages. Each text comes as plain words and as a key with parameters (see `Text`). Get it
 * from a catalog: `t1667Words(T1667_DE)` (`tortuga-rules/1667/words` and `tortuga-rules/1667/de`),
 * `diceWords(…)`, or in Node `wordsFor(game, locale)` from `tortuga-rules`.
 */
export interface Words<View, Action, Entry> {
  /** The language these words are in (the catalog's BCP 47 tag). */
  readonly locale: string;
  /** A legal action in words, for the player whose view this is. */
  label(view: View, action: Action): ActionLabel;
  /** One log entry of the view's log, told as the viewing player sees it. */
  narrate(view: View, entry: Entry): Text;
  /** The viewer's pending decision as a prompt (its `decision.prompt` in words), or null when it has none. */
  prompt(view: View): Text | null;
  /**
   * Any message the library hands out as data (a view's prompt, a key and parameters) in
   * words, for the view's player.
   */
  message(view: View | null, message: Message): Text;
  /** The table in a few lines, as the view shows it: the board, then the viewer's own secrets (a terminal's or a screen reader's status). */
  summary(view: View): Text[];
  /** The viewer's legal actions as a menu tree (empty when it has no decision). */
  menu(view: View): MenuNode<Action>[];
  /**
   * A refused action's message in this locale (its key and parameters, translated); with the
   * view of the player who sent it, players are named as in the view.
   */
  violation(problem: RuleViolation, view?: View): Text;
  /** Any template of the game's catalog by key (names of cards, places, …), rendered for the view's player. */
  say(view: View | null, key: string, params?: Readonly<Record<string, TextParam>>): Text;
}

/**
 * Builds a menu from a flat list of legal actions: one node per action type (a leaf when the
 * type has a single action; no such level when all actions are of one type), then one level
 * per field in `levels(type)` (a level with a single value is skipped), then the actions
 * themselves. Order follows the list.
 */
export function groupActions<Action extends { readonly type: string }>(
  actions: readonly Action[],
  levels: (type: Action['type']) => readonly string[],
  leaf: (action: Action) => MenuNode<Action>,
  group: (type: Action['type'], field: string | null, sample: Action) => Text,
): MenuNode<Action>[] {
  const byKey = <T>(items: readonly T[], key: (item: T) => string): T[][] => {
    const groups = new Map<string, T[]>();
    for (const item of items) {
      const k = key(item);
      const list = groups.get(k);
      if (list) list.push(item);
      else groups.set(k, [item]);
    }
    return [...groups.values()];
  };
  const split = (list: readonly Action[], fields: readonly string[]): MenuNode<Action>[] => {
    if (fields.length === 0) return list.map(leaf);
    const [field, ...rest] = fields as [string, ...string[]];
    const parts = byKey(list, (action) => JSON.stringify((action as unknown as Record<string, unknown>)[field]));
    if (parts.length === 1) return split(list, rest);
    return parts.map((part) =>
      part.length === 1 ? leaf(part[0]!) : { label: group(part[0]!.type, field, part[0]!), long: null, action: null, children: split(part, rest) },
    );
  };
  const top = byKey(actions, (action) => action.type);
  // A decision of one kind (pick a slot, play a card) needs no group of its own: the prompt names it.
  if (top.length === 1) return split(top[0]!, levels(top[0]![0]!.type));
  return top.map((list) =>
    list.length === 1
      ? leaf(list[0]!)
      : { label: group(list[0]!.type, null, list[0]!), long: null, action: null, children: split(list, levels(list[0]!.type)) },
  );
}

/**
 * One `Say` per view, made the first time the view is asked about: a menu or a list of labels
 * then builds the names of the table once, not once per action. Views are read, never changed.
 */
function speakerPerView<View extends object>(make: (view: View | null) => Speaker): (view: View | null) => Speaker {
  const byView = new WeakMap<View, Speaker>();
  let spectator: Speaker | null = null;
  return (view) => {
    if (view === null) return (spectator ??= make(null));
    let say = byView.get(view);
    if (say === undefined) {
      say = make(view);
      byView.set(view, say);
    }
    return say;
  };
}

/** What a game tells `gameWords` about itself; the rest (labels, narration, prompts, menus, refusals) is shared. */
export interface WordsParts<View extends object, Action extends { readonly type: string }, Entry extends { readonly event: { readonly type: string } }> {
  readonly locale: string;
  /** The game's templates (its own keys and the shared ones). */
  readonly catalog: Catalog;
  /** Makes the speaker of the game's texts at the table of a view (or with no view); `gameWords` keeps one per view. */
  speakerAt(view: View | null): Speaker;
  /** The parameters of `label.<type>`: the action's fields and what the view adds. */
  labelParams(view: View, action: Action): Record<string, TextParam>;
  /** The parameters of `log.<type>`: the event's fields, `you`, and what explains it. */
  eventParams(view: View, entry: Entry): Record<string, TextParam>;
  /** The lines of `Words.summary`. */
  summary(view: View, say: Say): Text[];
  /** The fields that split an action type into menu levels (default: none). */
  menuLevels?(type: Action['type']): readonly string[];
  /** The label of a menu group: an action type (`field` null) or one value of a field (default: `menu.<type>`). */
  menuGroup?(view: View, say: Say, type: Action['type'], field: string | null, sample: Action): Text;
}

/**
 * A game's `Words` from its parts: one template per action type (`label.<type>` and
 * `label.<type>.long`), per event type (`log.<type>`) and per menu group (`menu.<type>`).
 */
export function gameWords<View extends object, Action extends { readonly type: string }, Entry extends { readonly event: { readonly type: string } }>(
  parts: WordsParts<View, Action, Entry>,
): Words<View, Action, Entry> {
  const speakerFor = speakerPerView(parts.speakerAt);
  const sayFor = (view: View | null): Say => speakerFor(view).say;
  const menuLevels = parts.menuLevels ?? (() => []);
  const menuGroup = parts.menuGroup ?? ((_view: View, say: Say, type: Action['type']) => say(`menu.${type}`));
  const label = (view: View, action: Action): ActionLabel => {
    const say = sayFor(view);
    const params = parts.labelParams(view, action);
    return { short: say(`label.${action.type}`, params), long: say(`label.${action.type}.long`, params) };
  };
  const words: Words<View, Action, Entry> = {
    locale: parts.locale,
    label,
    narrate: (view, entry) => sayFor(view)(`log.${entry.event.type}`, parts.eventParams(view, entry)),
    prompt: (view) => {
      const prompt = (view as { readonly decision?: { readonly prompt: Message } | null }).decision?.prompt;
      return prompt === undefined ? null : sayFor(view)(prompt.key, prompt.params);
    },
    message: (view, message) => sayFor(view)(message.key, message.params),
    summary: (view) => parts.summary(view, sayFor(view)),
    menu: (view) => {
      const say = sayFor(view);
      const leaf = (action: Action): MenuNode<Action> => {
        const words = label(view, action);
        return { label: words.short, long: words.long, action, children: [] };
      };
      const actions = (view as { readonly decision?: { readonly actions: readonly Action[] } | null }).decision?.actions ?? [];
      return groupActions(actions, menuLevels, leaf, (type, field, sample) => menuGroup(view, say, type, field, sample));
    },
    violation: (problem: RuleViolation, view?: View) =>
      hasTemplate(parts.catalog, problem.key)
        ? sayFor(view ?? null)(problem.key, problem.params)
        : { key: problem.key, params: problem.params, text: problem.message },
    say: (view, key, params) => sayFor(view)(key, params),
  };
  WORDS_INSIDE.set(words, { catalog: parts.catalog, locale: parts.locale, renderingAt: (view) => speakerFor(view as View | null).rendering() });
  return words;
}
