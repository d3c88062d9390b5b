import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * Messages written on this device and not yet stored by the server, kept in IndexedDB so that a reload, or the phone
 * killing the tab, loses none. Each is sent with its `clientMessageId`: whichever page sends it first (this one when the
 * network returns, or the next load), the server stores it once.
 */
export interface OutboxMessage {
  clientMessageId: string;
  /** The member who wrote it: only their session sends it. */
  senderId: string;
  /** Null for the first message of a chat that does not exist yet. */
  chatId: string | null;
  receiverId: string;
  content: string;
  createdAt: string;
}

interface OutboxSchema extends DBSchema {
  messages: { key: string; value: OutboxMessage; indexes: { chatId: string } };
}

const DATABASE = 'samaj-outbox';
let database: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function open(): Promise<IDBPDatabase<OutboxSchema>> {
  database ??= openDB<OutboxSchema>(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('messages', { keyPath: 'clientMessageId' }).createIndex('chatId', 'chatId');
    },
  });
  return database;
}

/** Without IndexedDB (a browser that refuses it) messages live in the open page only, as they did before. */
async function attempt<T>(action: (db: IDBPDatabase<OutboxSchema>) => Promise<T>, fallback: T): Promise<T> {
  try {
    return await action(await open());
  } catch {
    return fallback;
  }
}

export const putInOutbox = (message: OutboxMessage) =>
  attempt(async (db) => void (await db.put('messages', message)), undefined);

export const removeFromOutbox = (clientMessageId: string) =>
  attempt((db) => db.delete('messages', clientMessageId), undefined);

/** The member's waiting messages, oldest first (the order they were written in). */
export const outboxOf = (senderId: string) =>
  attempt(
    async (db) =>
      (await db.getAll('messages'))
        .filter((message) => message.senderId === senderId)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    [] as OutboxMessage[],
  );

export const outboxOfChat = (chatId: string) =>
  attempt((db) => db.getAllFromIndex('messages', 'chatId', chatId), [] as OutboxMessage[]);

/** Logout, or another member on this device: their unsent words must not go out under the next one's name. */
export const clearOutbox = () => attempt((db) => db.clear('messages'), undefined);

/** The pending bubble of an outbox message: one id for it in every page load. */
export const pendingIdOf = (clientMessageId: string) => `pending-${clientMessageId}`;

/** Outbox messages this page is sending itself (a mutation, paused while offline): the outbox sender leaves them. */
const ownedHere = new Set<string>();
export const outboxClaims = {
  claim: (clientMessageId: string) => void ownedHere.add(clientMessageId),
  release: (clientMessageId: string) => void ownedHere.delete(clientMessageId),
  isClaimed: (clientMessageId: string) => ownedHere.has(clientMessageId),
};
