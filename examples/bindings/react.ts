/**
 * A React binding of `tortuga-rules/client` (shown in docs/guides/building-a-ui.md, tested in
 * test/client/bindings.test.ts): the table's snapshot as state, redrawn on every change. The app
 * opens the table (`localTable`, `onlineTable`) and closes it when the game's screen goes.
 */
import { useSyncExternalStore } from 'react';
import type { TableSnapshot, TableStore } from 'tortuga-rules/client';

/** The table's snapshot; the component draws again whenever it changes. */
export function useTable<View, Action>(store: TableStore<View, Action>): TableSnapshot<View, Action> {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
