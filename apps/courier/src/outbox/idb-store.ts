import type { OutboxEntry } from "./outbox";
import type { OutboxStore } from "./outbox-runner";

const DB_NAME = "despacho-courier";
const STORE = "outbox";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "key" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(db: IDBDatabase, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = work(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** The outbox kept in the phone's IndexedDB: it outlives a closed tab, a reload and a dead battery. */
export function indexedDbStore(): OutboxStore {
  const db = open();
  return {
    all: async () => run(await db, "readonly", (store) => store.getAll() as IDBRequest<OutboxEntry[]>),
    put: async (entry) => void (await run(await db, "readwrite", (store) => store.put(entry))),
    remove: async (key) => void (await run(await db, "readwrite", (store) => store.delete(key))),
  };
}
