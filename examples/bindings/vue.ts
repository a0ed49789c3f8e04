/**
 * A Vue binding of `tortuga-rules/client` (shown in docs/guides/building-a-ui.md, tested in
 * test/client/bindings.test.ts): the table's snapshot as a read-only ref, for a component's
 * `setup` or any effect scope; it stops listening when the scope ends.
 */
import { onScopeDispose, shallowRef, type ShallowRef } from 'vue';
import type { TableSnapshot, TableStore } from 'tortuga-rules/client';

/** The table's snapshot as a ref that changes with the table. */
export function useTable<View, Action>(store: TableStore<View, Action>): Readonly<ShallowRef<TableSnapshot<View, Action>>> {
  const snapshot = shallowRef(store.getSnapshot());
  const stop = store.subscribe(() => {
    snapshot.value = store.getSnapshot();
  });
  onScopeDispose(stop);
  return snapshot;
}
