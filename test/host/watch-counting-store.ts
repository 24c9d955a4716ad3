/** A real memory store that counts the watches it holds open, for the tests that check a host releases them. */
import { memoryStore, type TaskStore } from "../../src/store/index.js";

/** The store and its count of open watches; `leaky` drops every unsubscribe (the foil). */
export function watchCountingStore(leaky: boolean): { store: TaskStore; open: () => number } {
  const inner = memoryStore();
  let open = 0;
  const store: TaskStore = {
    ...inner,
    async watch(taskIds, listener, scope) {
      const watched = await inner.watch(taskIds, listener, scope);
      if (!watched.ok) return watched;
      open += 1;
      let active = true;
      return {
        ok: true,
        value: () => {
          if (!active || leaky) return;
          active = false;
          open -= 1;
          watched.value();
        },
      };
    },
  };
  return { store, open: () => open };
}
