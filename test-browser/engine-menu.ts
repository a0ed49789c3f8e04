import { nextInt, type RngState } from 'tortuga-rules';
import type { EnginePage } from './engines.js';

/**
 * A person at the web client's table in any engine (`engines.ts`): what the page shows now, and
 * clicks through its live menu to one of its actions. The end screen's buttons are never clicked
 * (a new game would leave the table).
 */

/** What the page shows now. */
export interface Status {
  readonly over: boolean;
  readonly handOver: boolean;
  readonly menu: number;
}

/** An expression for the page's `Status`. */
export const STATUS = `(() => ({
  over: document.querySelector('.decision.over') !== null,
  handOver: document.querySelector('.handover') !== null,
  menu: document.querySelectorAll('.decision:not(.over) .menu button:not(.back)').length,
}))()`;

/** Marks the `k`-th button of the live menu (`data-pick`) for the driver to click; false where the menu went. */
const mark = (k: number): string => `(() => {
  document.querySelectorAll('[data-pick]').forEach((b) => b.removeAttribute('data-pick'));
  const buttons = document.querySelectorAll('.decision:not(.over) .menu button:not(.back)');
  if (buttons.length <= ${k}) return false;
  buttons[${k}].setAttribute('data-pick', '');
  return true;
})()`;

/**
 * Clicks through the live menu (a group, then its children …) to one of its actions, chosen by
 * `rng`; false when the page had nothing to choose.
 */
export async function choose(page: EnginePage, rng: RngState): Promise<boolean> {
  for (let depth = 0; depth < 6; depth++) {
    const { menu } = await page.evaluate<Status>(STATUS);
    if (menu === 0) return depth > 0;
    if (!(await page.evaluate<boolean>(mark(nextInt(rng, menu))))) return depth > 0;
    const group = await page.evaluate<boolean>(`document.querySelector('[data-pick]')?.classList.contains('group') === true`);
    try {
      await page.click('[data-pick]', 2_000);
    } catch {
      return true; // the menu was drawn again meanwhile: the caller looks at the page again
    }
    if (!group) return true;
  }
  return true;
}

/** The page's uncaught errors since it was loaded (`ERROR_TRAP`). */
export const errorsOf = (page: EnginePage): Promise<string[]> => page.evaluate<string[]>('window.__errors');
