import type { BaseConfig, DecisionView, MenuNode } from 'tortuga-rules';

/**
 * One step of a guided first game: the decision it explains (`when`), what the guide suggests
 * there, and its words (`guide.*` in the app catalogs, en/de/nl).
 */
export interface GuideStep<V, A> {
  readonly key: string;
  /** Whether the person's decision now is the one this step explains. */
  when(view: V): boolean;
  /** The actions the guide suggests (marked in the menu); a step may suggest none. */
  suggests(view: V, action: A): boolean;
  /** Whether the step stays for the next decisions of its kind (keeping dice again and again). */
  readonly repeats?: boolean;
  /** The guide's last word: shown only when every step before it was (never reached by passing steps over). */
  readonly final?: boolean;
}

/**
 * A guided first game of a title: a table set up the same way every time (seat 0 the person,
 * the others medium bots, a fixed seed and a stacked deal), and the steps that explain the
 * person's first decisions. A last step with `when` always true ends the guide.
 */
export interface Guide<C extends BaseConfig, V, A> {
  readonly players: number;
  config(): C;
  readonly steps: readonly GuideStep<V, A>[];
}

/** What the guide says at a decision: the step (its index) and its words' key, or nothing. */
export interface GuideNote<V, A> {
  readonly index: number;
  readonly key: string;
  readonly step: GuideStep<V, A>;
}

/**
 * The step that explains the person's decision now: the first from `next` on whose decision this
 * is — a step whose decision never came (a loot after a failed attack) is passed over.
 */
export function guideNote<V extends DecisionView<A>, A>(steps: readonly GuideStep<V, A>[], next: number, view: V): GuideNote<V, A> | null {
  if (view.decision === null) return null;
  for (let index = next; index < steps.length; index++) {
    const step = steps[index]!;
    if (step.final === true && index !== next) return null;
    if (step.when(view)) return { index, key: step.key, step };
  }
  return null;
}

/** The next step to look for after the person decided at `note`'s step. */
export function nextStep<V, A>(note: GuideNote<V, A>): number {
  return note.step.repeats === true ? note.index : note.index + 1;
}

/** Whether a menu node is, or leads to, an action the guide suggests. */
export function leadsToSuggested<A>(node: MenuNode<A>, suggests: (action: A) => boolean): boolean {
  return node.action !== null ? suggests(node.action) : node.children.some((child) => leadsToSuggested(child, suggests));
}
